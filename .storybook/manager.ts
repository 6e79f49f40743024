// The manager (Storybook's own UI around the stories): the ib-blocks brand (brand.ts), light or
// dark as the visitor's system prefers, read once when it opens.
import { addons } from 'storybook/manager-api';
import { darkTheme, lightTheme } from './brand.ts';

const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;

addons.setConfig({ theme: prefersDark ? darkTheme : lightTheme });

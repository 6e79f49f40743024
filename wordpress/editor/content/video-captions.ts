// ib-video's captions, `[{ textContent, name, localName, languageCode }]` in a child JSON script
// with slot="captions" (elements/video/README.md, "Captions"): a list of tracks, each its language
// and its cues as text (WebVTT, or SRT-style cues the element converts). The video takes no other
// JSON child; its custom controls are a `<template>` of markup, left to the theme.
import { __ } from '@wordpress/i18n';
import type { JsonData } from './json-data.ts';

export const videoCaptions: JsonData = {
  attribute: 'captions',
  slot: 'captions',
  title: __('Captions', 'ib-blocks'),
  itemName: __('Track', 'ib-blocks'),
  help: __(
    'The first track shows from the start; viewers switch in the captions menu. A track needs a name, a language code and its cues.',
    'ib-blocks',
  ),
  fields: [
    { key: 'name', label: __('Name (English, German…)', 'ib-blocks') },
    { key: 'localName', label: __('Name in its language (Deutsch…)', 'ib-blocks') },
    { key: 'languageCode', label: __('Language code (en, de, pt-BR…)', 'ib-blocks') },
    {
      key: 'textContent',
      label: __('Cues (WebVTT or SRT text)', 'ib-blocks'),
      help: __(
        'WEBVTT, a blank line, then 00:00.000 --> 00:04.000 and the line shown.',
        'ib-blocks',
      ),
      multiline: true,
    },
  ],
  newItem: () => ({ name: '', localName: '', languageCode: '', textContent: '' }),
};

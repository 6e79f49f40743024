// <ib-language-picker>: the links to the page's other language versions behind one button.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/language-picker/ib-language-picker.ts';
import type { languagePickerSpec } from '../elements/language-picker/language-picker-props.ts';
import type { AttributeArgs } from './attribute-args.ts';
import { attributes } from './attributes.ts';

type LanguagePickerArgs = AttributeArgs<typeof languagePickerSpec>;

const languages = html`
  <ul>
    <li><a href="#en" hreflang="en">English</a></li>
    <li><a href="#de" hreflang="de">Deutsch</a></li>
    <li><a href="#es" hreflang="es">Español</a></li>
    <li><a href="#fr" hreflang="fr">Français</a></li>
    <li><a href="#pt-br" hreflang="pt-BR">Português (Brasil)</a></li>
  </ul>
`;

const buttonCss = `.story-language button { min-height: 2.75rem; padding: 0 1rem; border: 1px solid var(--ib-color-border-strong, #8c8c94); border-radius: 999px; background: none; font: inherit; color: inherit; cursor: pointer; }`;

const meta: Meta<LanguagePickerArgs> = {
  title: 'Blocks/Language picker',
  component: 'ib-language-picker',
  args: { current: 'de' },
  parameters: {
    layout: 'centered',
    actions: { handles: ['ib-language-picker-toggle'] },
    docs: { description: { component: "A popover with the page's other language versions." } },
  },
  render: (args) => html`
    <style>
      ${buttonCss}
    </style>
    <div style="min-height: 18rem; padding: 1rem clamp(1rem, 20vw, 8rem)">
      <ib-language-picker class="story-language" ${attributes(args)}>
        <button type="button">Deutsch</button>
        ${languages}
      </ib-language-picker>
    </div>
  `,
};
export default meta;

type Story = StoryObj<LanguagePickerArgs>;

/** The template's own button; the current language (here from `current`, normally the page data) is marked. */
export const Default: Story = {};

/** No button in the template: one is created from the current language's name. */
export const CreatedButton: Story = {
  name: 'Button made by the element',
  args: { current: 'es', label: 'Idioma' },
  render: (args) => html`
    <style>
      ${buttonCss}
    </style>
    <div style="min-height: 18rem; padding: 1rem clamp(1rem, 20vw, 8rem)">
      <ib-language-picker class="story-language" ${attributes(args)}
        >${languages}</ib-language-picker
      >
    </div>
  `,
};

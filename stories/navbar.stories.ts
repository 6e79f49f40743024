// <ib-navbar>: a realistic multi-level site menu as a CMS header template writes it.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/language-picker/ib-language-picker.ts';
import '../elements/navbar/ib-navbar.ts';

// The theme's part: how this site lays out its header (the element only adds behaviour and a
// plain look for the panels and the flyout).
const themeCss = `
  .story-header { position: sticky; top: 0; z-index: 10; background: var(--ib-color-background, #fff); border-bottom: 1px solid var(--ib-color-border, #d9d9de); }
  .story-header nav { display: flex; align-items: center; gap: 1rem; min-height: 4rem; padding: 0 1rem; }
  .story-header .brand { margin-inline-end: auto; font-weight: 700; font-size: 1.25rem; color: inherit; text-decoration: none; }
  .story-header ul { list-style: none; margin: 0; padding: 0; }
  .story-header [data-dropdown-trigger], .story-header [data-mobile-toggle] { min-height: 2.75rem; padding: 0 0.5rem; border: 0; background: none; font: inherit; color: inherit; cursor: pointer; }
  .story-header .primary > li > a { display: inline-block; padding: 0.6rem 0.5rem; color: inherit; }
  .story-header [data-dropdown] .columns { display: grid; grid-template-columns: repeat(2, minmax(11rem, 1fr)); gap: 0.5rem 2rem; }
  .story-header [data-dropdown] .group-title { margin: 0 0 0.25rem; font-size: 0.8rem; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; color: var(--ib-color-text-muted, #595959); }
  .story-header [data-dropdown] a { display: block; padding: 0.3rem 0; }
  .story-header [data-top-links] { gap: 1rem; align-items: center; }
  .story-header .primary > li > a, .story-header [data-top-links] a:not(.button) { color: inherit; text-decoration: none; }
  .story-header .primary > li > a:hover, .story-header [data-top-links] a:not(.button):hover { text-decoration: underline; }
  .story-header .button { display: inline-block; padding: 0.5rem 1rem; border-radius: 999px; background: var(--ib-color-primary, #c2410c); color: var(--ib-color-primary-contrast, #fff); text-decoration: none; }
  .story-header ib-language-picker button { min-height: 2.75rem; padding: 0; border: 0; background: none; font: inherit; color: inherit; cursor: pointer; }
  @media (max-width: 1023.98px) {
    .story-header .primary > li { border-bottom: 1px solid var(--ib-color-border, #d9d9de); }
    .story-header [data-dropdown-trigger] { width: 100%; text-align: start; }
    /* Flush with the top links below them (and the brand above), not indented. */
    .story-header [data-dropdown-trigger], .story-header .primary > li > a { padding-inline: 0; }
    .story-header [data-dropdown] .columns { grid-template-columns: 1fr; padding: 0 0 1rem 1rem; }
    .story-header [data-top-links] { margin-top: 1rem; flex-wrap: wrap; }
  }
  @media (min-width: 1024px) {
    .story-header [data-mobile-menu] { display: flex; align-items: center; gap: 2rem; flex: 1; }
    .story-header .primary { display: flex; gap: 0.5rem; }
    .story-header [data-top-links] { margin-inline-start: auto; }
  }
  .story-page { max-width: 48rem; margin: 0 auto; padding: 2rem 1rem; }
`;

const group = (title: string, links: Array<[string, string]>) => html`
  <div>
    <p class="group-title">${title}</p>
    <ul>
      ${links.map(([label, href]) => html`<li><a href=${href}>${label}</a></li>`)}
    </ul>
  </div>
`;

const dropdown = (label: string, groups: ReturnType<typeof group>[]) => html`
  <li>
    <button type="button" data-dropdown-trigger>${label}</button>
    <div data-dropdown><div class="columns">${groups}</div></div>
  </li>
`;

const siteHeader = () => html`
  <style>
    ${themeCss}
  </style>
  <header class="story-header">
    <ib-navbar>
      <nav aria-label="Main">
        <a class="brand" href="#top">Chorus</a>
        <button type="button" data-mobile-toggle aria-label="Menu">☰ Menu</button>
        <div data-mobile-menu>
          <ul class="primary">
            ${dropdown('Products', [
              group('Channels', [
                ['SMS', '#sms'],
                ['WhatsApp', '#whatsapp'],
                ['RCS', '#rcs'],
                ['Voice', '#voice'],
                ['Email', '#email'],
              ]),
              group('Platform', [
                ['Conversations', '#conversations'],
                ['Moments', '#moments'],
                ['Answers chatbots', '#answers'],
                ['People CDP', '#people'],
              ]),
            ])}
            ${dropdown('Solutions', [
              group('By industry', [
                ['Retail and e-commerce', '#retail'],
                ['Banking', '#banking'],
                ['Travel', '#travel'],
                ['Healthcare', '#healthcare'],
              ]),
              group('By use case', [
                ['Customer support', '#support-use'],
                ['Marketing', '#marketing'],
                ['Authentication', '#authentication'],
              ]),
            ])}
            ${dropdown('Resources', [
              group('Learn', [
                ['Blog', '#blog'],
                ['Guides', '#guides'],
                ['Glossary', '#glossary'],
                ['Webinars', '#webinars'],
              ]),
              group('Developers', [
                ['Documentation', '#docs'],
                ['API reference', '#api'],
                ['Status', '#status'],
              ]),
            ])}
            <li><a href="#pricing">Pricing</a></li>
          </ul>
          <ul data-top-links>
            <li><a href="#docs">Docs</a></li>
            <li><a href="#support">Support</a></li>
            <li>
              <ib-language-picker current="en">
                <button type="button">English</button>
                <ul>
                  <li><a href="#en" hreflang="en">English</a></li>
                  <li><a href="#de" hreflang="de">Deutsch</a></li>
                  <li><a href="#es" hreflang="es">Español</a></li>
                  <li><a href="#pt-br" hreflang="pt-BR">Português (Brasil)</a></li>
                </ul>
              </ib-language-picker>
            </li>
            <li><a href="#login">Log in</a></li>
            <li><a class="button" href="#contact">Contact sales</a></li>
          </ul>
        </div>
      </nav>
    </ib-navbar>
  </header>
  <main class="story-page">
    <h1>Every channel your customers use</h1>
    <p>Open a dropdown: only one stays open, Escape closes it and returns focus to its button.</p>
    <p>Narrow the canvas below 1024 px: the menu becomes a flyout that locks page scrolling.</p>
    <p style="min-height: 60vh">
      Choose <strong>Pricing</strong> in the flyout: it closes, and the page scrolls here.
    </p>
    <h2 id="pricing">Pricing</h2>
    <p>Pay per message, with volume discounts.</p>
  </main>
`;

const meta: Meta = {
  title: 'Blocks/Navbar',
  component: 'ib-navbar',
  parameters: {
    layout: 'fullscreen',
    actions: {
      handles: ['ib-navbar-menu-toggle', 'ib-navbar-dropdown-toggle', 'ib-language-picker-toggle'],
    },
    // Rendered in its own frame in the docs page: the header is sticky and the flyout fixed.
    docs: {
      story: { inline: false, height: '520px' },
      description: {
        component: 'The site navigation: dropdowns on wide screens, a flyout menu on narrow ones.',
      },
    },
  },
  render: (_args) => siteHeader(),
};
export default meta;

type Story = StoryObj;

/** From 1024 px: click-opened dropdowns with grouped links; the top links wrap only when they overflow (1280 px and up). */
export const SiteMenu: Story = { name: 'Site menu' };

/** A phone-sized viewport: the toggle opens the flyout menu; its dropdowns open in place. */
export const Mobile: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

// A small marketing page combining the four blocks, as a CMS page template would write it.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/accordion/ib-accordion.ts';
import '../elements/footer/ib-footer.ts';
import '../elements/modal/ib-modal.ts';
import '../elements/tooltip/ib-tooltip.ts';
import { siteFooter } from './templates/site-footer.ts';

const page = () => html`
  <div class="demo-page">
    <header class="demo-header">
      <a class="demo-brand" href="#top">Chorus</a>
      <nav aria-label="Main">
        <ul>
          <li><a href="#channels">Channels</a></li>
          <li><a href="#faq">FAQ</a></li>
          <li><a class="button" href=":modal-contact:">Contact sales</a></li>
        </ul>
      </nav>
    </header>

    <main>
      <section class="demo-hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Every channel your customers use, one platform</h1>
        <p>
          Send up to
          <ib-tooltip content="Messages accepted per second, per account">
            <button type="button" class="term">1,000 MPS</button>
          </ib-tooltip>
          over SMS, WhatsApp and voice, with delivery reports for every message.
        </p>
        <p><a class="button" href=":modal-contact:">Talk to sales</a></p>
      </section>

      <section id="channels" class="demo-section" aria-labelledby="channels-title">
        <h2 id="channels-title">Channels</h2>
        <ul class="demo-cards">
          <li>
            <h3>SMS</h3>
            <p>
              Reach any phone with
              <ib-tooltip placement="bottom">
                <abbr>A2P</abbr>
                <span slot="content"
                  >Application-to-person: messages sent by software, not by a person.</span
                >
              </ib-tooltip>
              messaging in 190 countries.
            </p>
          </li>
          <li>
            <h3>WhatsApp</h3>
            <p>Rich messages, buttons and catalogues on the app your customers already use.</p>
          </li>
          <li>
            <h3>Voice</h3>
            <p>Calls, IVR menus and one-time passwords read aloud.</p>
          </li>
        </ul>
      </section>

      <section id="faq" class="demo-section" aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        <ib-accordion close-others>
          <details>
            <summary>How is usage billed?</summary>
            <p>Per message or per minute, with volume discounts. There is no set-up fee.</p>
          </details>
          <details>
            <summary>Can I try it for free?</summary>
            <p>Yes: a free trial account includes test credit and every channel in sandbox mode.</p>
          </details>
          <details>
            <summary>Where is my data stored?</summary>
            <p>In the EU by default; other regions are available on request.</p>
          </details>
        </ib-accordion>
      </section>
    </main>

    <ib-modal id="contact" close-label="Close the contact details">
      <h2>Talk to sales</h2>
      <p>Our team answers within one working day.</p>
      <ul>
        <li>
          <strong>Email</strong> <a href="mailto:sales@chorus.example">sales@chorus.example</a>
        </li>
        <li>
          <strong>Phone</strong> <a href="tel:+441234567890">+44 123 456 7890</a>, Monday to Friday
        </li>
      </ul>
    </ib-modal>

    ${siteFooter()}
  </div>
`;

const meta: Meta = {
  title: 'Demo/Marketing page',
  parameters: {
    layout: 'fullscreen',
    // A whole page: nothing to change from the Controls panel.
    controls: { disable: true },
    actions: {
      handles: ['ib-accordion-toggle', 'ib-modal-open', 'ib-modal-close', 'ib-footer-toggle'],
    },
  },
  render: page,
};
export default meta;

/** Header, hero with a tooltip, channel cards, an FAQ accordion, a contact modal and the footer. */
export const MarketingPage: StoryObj = { name: 'Marketing page' };

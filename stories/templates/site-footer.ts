// Shared template markup, kept out of the story files (each named export there is a story).
import { html } from 'lit';

/** The footer markup a theme writes (the footer story and the demo page use it). */
export const siteFooter = () => html`
  <footer class="site-footer">
    <ib-footer>
      <nav aria-label="Products">
        <h2>Products</h2>
        <ul>
          <li><a href="#sms">SMS API</a></li>
          <li><a href="#whatsapp">WhatsApp Business Platform</a></li>
          <li><a href="#voice">Voice</a></li>
        </ul>
      </nav>
      <nav aria-label="Resources">
        <h2>Resources</h2>
        <ul>
          <li><a href="#blog">Blog</a></li>
          <li><a href="#stories">Customer stories</a></li>
          <li><a href="#glossary">Glossary</a></li>
        </ul>
      </nav>
      <nav aria-label="Company">
        <h2>Company</h2>
        <ul>
          <li><a href="#about">About us</a></li>
          <li><a href="#careers">Careers</a></li>
        </ul>
      </nav>
      <section>
        <h2>Contact</h2>
        <p>Zagreb, Croatia</p>
        <ul>
          <li><a href="#contact">Contact sales</a></li>
        </ul>
      </section>
      <p class="legal">© 2026 Chorus Communications (a fictional company)</p>
    </ib-footer>
  </footer>
`;

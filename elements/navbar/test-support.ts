// Test helpers for ib-navbar: the menu the tests write (two dropdowns and a link) and mounting a
// page around it with the positioning module loaded first.
import { html, type TemplateResult } from 'lit';
import { loadPositioning } from '../../packages/core/positioning.ts';
import { fixture } from '../../packages/test-utils/index.ts';
import './ib-navbar.ts';
import type { IbNavbar } from './ib-navbar.ts';

/** The menu's rows: Products (SMS, WhatsApp on another page) and Solutions open dropdowns; Pricing is a link. */
export const menuRows = html`
  <li>
    <button type="button" data-dropdown-trigger>Products</button>
    <div data-dropdown>
      <ul>
        <li><a href="#sms">SMS</a></li>
        <li><a href="/whatsapp" id="other-page">WhatsApp</a></li>
      </ul>
    </div>
  </li>
  <li>
    <button type="button" data-dropdown-trigger>Solutions</button>
    <div data-dropdown><a href="#retail">Retail</a></div>
  </li>
  <li><a href="#pricing" id="pricing-link">Pricing</a></li>
`;

/** Mounts `template` (one ib-navbar inside a root element) and names the navbar's parts. */
export async function mountNavbar(template: TemplateResult) {
  await loadPositioning(); // loaded up front so fake-timer steps do not race the module fetch
  const root = await fixture<HTMLDivElement>(template);
  const el = root.querySelector<IbNavbar>('ib-navbar')!;
  return {
    root,
    el,
    toggle: el.querySelector<HTMLButtonElement>('[data-mobile-toggle]')!,
    menu: el.querySelector<HTMLElement>('[data-mobile-menu]')!,
    triggers: [...el.querySelectorAll<HTMLButtonElement>('[data-dropdown-trigger]')],
  };
}

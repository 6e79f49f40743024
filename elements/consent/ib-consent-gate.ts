import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { ConsentGate } from './ConsentGate.tsx';
import { consentGateSpec, type ConsentGateProps } from './consent-gate-props.ts';
import styles from './consent-gate.css?inline';

const Base = createIbElement<ConsentGateProps>(ConsentGate, {
  props: consentGateSpec,
  styles,
});

/**
 * Third-party content that needs cookie consent. The `<template>` child is instantiated (next to
 * it, in the light DOM) only once consent for `category` is given, from the window event
 * `ib-consent` (`detail: { [category]: boolean }`), `window.ibConsent`, Cookiebot or OneTrust;
 * withdrawn consent removes it again. Until then a placeholder shows, with a button that gives
 * consent through the page's consent manager (or dispatches `ib-consent` when there is none).
 *
 * @tag ib-consent-gate
 * @summary Instantiates its `<template>` only with cookie consent for a category; a placeholder until then.
 * @fires ib-consent-gate-change - The content was loaded or removed. `detail: { category: string, granted: boolean }`.
 * @fires ib-consent - On `window`, when the button gives consent and no consent manager API exists. `detail: { [category]: true }`.
 * @slot - The `<template>` holding the gated content (and the content once instantiated).
 * @slot placeholder - Replaces the default message. Elements in it with `data-consent-accept` give consent like the button.
 * @csspart placeholder - The box shown until consent is given.
 * @csspart message - The default message.
 * @csspart button - The button that gives consent.
 * @cssprop [--ib-consent-gate-padding=var(--ib-space-5)] - Placeholder padding.
 * @cssprop [--ib-consent-gate-gap=var(--ib-space-3)] - Space between message and button.
 * @cssprop [--ib-consent-gate-border=1px dashed var(--ib-color-border)] - Placeholder border.
 * @cssprop [--ib-consent-gate-radius=var(--ib-radius-md)] - Placeholder corner radius.
 * @cssprop [--ib-consent-gate-background=var(--ib-color-surface)] - Placeholder background.
 * @cssprop [--ib-consent-gate-color=var(--ib-color-text)] - Placeholder text colour.
 * @cssprop [--ib-consent-gate-button-padding=var(--ib-space-2) var(--ib-space-4)] - Button padding.
 * @cssprop [--ib-consent-gate-button-radius=var(--ib-radius-md)] - Button corner radius.
 * @cssprop [--ib-consent-gate-button-background=var(--ib-color-primary)] - Button background.
 * @cssprop [--ib-consent-gate-button-hover-background=var(--ib-color-primary-hover)] - Button background on hover.
 * @cssprop [--ib-consent-gate-button-color=var(--ib-color-primary-contrast)] - Button text colour.
 * @cssprop [--ib-consent-gate-focus-color=var(--ib-focus-ring-color)] - Button focus ring colour.
 */
export class IbConsentGate extends Base {}

defineIbElement('ib-consent-gate', IbConsentGate);

declare global {
  interface HTMLElementTagNameMap {
    'ib-consent-gate': IbConsentGate;
  }
}

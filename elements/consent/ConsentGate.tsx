import { useEffect, useRef, useState } from 'react';
import { reportError } from '../../packages/core/report.ts';
import { useEmit, useHost, useStrings } from '../../packages/element/index.ts';
import { consentGate } from '../../packages/i18n/en.ts';
import { normaliseCategory } from './categories.ts';
import { isGranted, subscribeConsent } from './consent-store.ts';
import { buttonLabel, placeholderMessage } from './labels.ts';
import { requestConsent } from './request-consent.ts';
import {
  focusLoadedContent,
  gatedTemplate,
  instantiateTemplate,
  removeNodes,
} from './template-content.ts';
import type { ConsentGateProps } from './consent-gate-props.ts';

export type { ConsentGateProps };

/** Light-DOM elements of a custom placeholder that give consent like the built-in button. */
const ACCEPT_SELECTOR = '[data-consent-accept]';

/** Whether the template's placeholder brings its own accept control (then the built-in button would repeat it). */
const hasOwnAccept = (host: HTMLElement) =>
  [...host.children].some(
    (child) =>
      child.slot === 'placeholder' &&
      (child.matches(ACCEPT_SELECTOR) || child.querySelector(ACCEPT_SELECTOR) !== null),
  );

/** Instantiates its `<template>` child once consent for `category` is given; a placeholder until then. */
export function ConsentGate({
  category,
  provider,
  buttonLabel: customButton,
  message,
}: ConsentGateProps) {
  const host = useHost();
  const emit = useEmit();
  const { t } = useStrings('consentGate', consentGate);
  const key = category?.trim() ? normaliseCategory(category) : undefined;
  const [granted, setGranted] = useState(() => (key ? isGranted(key) : false));
  const focusAfterLoad = useRef(false);
  const announced = useRef(false);
  const [ownAccept, setOwnAccept] = useState(() => hasOwnAccept(host));

  // The placeholder may change after the start (a CMS preview, a script): follow it.
  useEffect(() => {
    const observer = new MutationObserver(() => setOwnAccept(hasOwnAccept(host)));
    observer.observe(host, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['slot', 'data-consent-accept'],
    });
    setOwnAccept(hasOwnAccept(host));
    return () => observer.disconnect();
  }, [host]);

  useEffect(() => {
    if (!key) {
      reportError(host, new Error('<ib-consent-gate> needs a category attribute'));
      setGranted(false);
      return;
    }
    const update = () => setGranted(isGranted(key));
    const unsubscribe = subscribeConsent(update);
    update();
    return unsubscribe;
  }, [host, key]);

  useEffect(() => {
    if (!granted) return;
    const template = gatedTemplate(host);
    if (!template) {
      reportError(
        host,
        new Error('<ib-consent-gate> needs a <template> child holding the gated content'),
      );
      return;
    }
    const nodes = instantiateTemplate(template);
    if (focusAfterLoad.current) focusLoadedContent(host, nodes);
    focusAfterLoad.current = false;
    // Revoked consent (or removal) takes the content out again.
    return () => removeNodes(nodes);
  }, [host, granted]);

  useEffect(() => {
    // The first state is announced only when it is a grant; after that every change is.
    if (!key || (!announced.current && !granted)) return;
    announced.current = true;
    emit('ib-consent-gate-change', { category: key, granted });
  }, [key, granted, emit]);

  const accept = () => {
    if (!key) return;
    focusAfterLoad.current = true;
    try {
      requestConsent(key);
    } catch (error) {
      // A consent manager's API failed: its banner remains the way to consent.
      focusAfterLoad.current = false;
      reportError(host, error);
    }
  };

  // Custom placeholders in the light DOM: native listener, since React misses slotted clicks.
  useEffect(() => {
    const onClick = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest(ACCEPT_SELECTOR) : null;
      if (target && host.contains(target)) accept();
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  });

  if (granted) return <slot />;
  const values = { provider, category: category?.trim() ?? '' };
  return (
    <div part="placeholder">
      <slot name="placeholder">
        <p part="message">
          {placeholderMessage(message, values, {
            withProvider: t('messageFrom'),
            withoutProvider: t('message'),
          })}
        </p>
      </slot>
      {key && !ownAccept && (
        <button part="button" type="button" onClick={accept}>
          {buttonLabel(customButton, values, {
            withProvider: t('loadFrom'),
            withoutProvider: t('load'),
          })}
        </button>
      )}
    </div>
  );
}

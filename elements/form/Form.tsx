import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pushDataLayer } from '../../packages/core/analytics.ts';
import { adoptIntoRoot, lazySheet } from '../../packages/core/light-dom-styles.ts';
import { reportError } from '../../packages/core/report.ts';
import { useEmit, useHost, useLatest, useStrings } from '../../packages/element/index.ts';
import { form as formStrings } from '../../packages/i18n/en.ts';
import { FieldMessages, fieldGroups, groupOf, messageFor, type Field } from './field-messages.ts';
import fieldCss from './form-fields.css?inline';
import messageCss from './form-messages.css?inline';
import { buildFormRequest, DEFAULT_ENCODING } from './form-request.ts';
import { fillHiddenFields } from './hidden-fields.ts';
import { ownMessages } from './own-messages.ts';
import { readSubmitResult, type FieldErrors, type SubmitResult } from './submit-result.ts';
import type { FormProps } from './form-props.ts';

export type { FormProps };

type Phase = 'idle' | 'sending' | 'invalid' | 'success' | 'error';

// Fields first: an invalid field's border (messages) wins over the default one, at equal specificity.
const sheet = lazySheet(fieldCss + messageCss);

const formOf = (host: HTMLElement) =>
  [...host.children].find((child): child is HTMLFormElement => child instanceof HTMLFormElement);

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

/** The field (or first of a group) a server error names. */
function fieldNamed(form: HTMLFormElement, name: string): Field | undefined {
  const named = form.elements.namedItem(name);
  const first = named instanceof RadioNodeList ? named[0] : named;
  return isField(first) ? first : undefined;
}

function focusGroup(group: Field[]) {
  const checked = group.find((field) => field instanceof HTMLInputElement && field.checked);
  (checked ?? group[0]).focus();
}

/**
 * Enhances a child native `<form>`: inline validation messages, tracking fields, and a fetch
 * submit whose outcome shows in the `success` / `error` slots and a live status.
 */
export function Form({
  encoding = DEFAULT_ENCODING,
  sendingLabel,
  successLabel,
  errorLabel,
  invalidLabel,
}: FormProps) {
  const host = useHost();
  const emit = useEmit();
  const { t } = useStrings('form', formStrings); // aliased: `form` below is the <form> element
  const [phase, setPhase] = useState<Phase>('idle');
  // The status is the phase's label, written at render so it follows a change of language, then
  // the server's messages for fields the form does not have.
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const successRef = useRef<HTMLDivElement>(null);
  const latestEncoding = useRef(encoding);
  latestEncoding.current = encoding;
  // Read at each check, so a message follows the language the element speaks now.
  const latestT = useLatest(t);
  const phaseLabel: Partial<Record<Phase, string>> = {
    sending: sendingLabel || t('sending'),
    invalid: invalidLabel || t('invalid'),
    error: errorLabel || t('error'),
  };
  const status = [phaseLabel[phase] ?? '', ...unmatched].join(' ');

  useLayoutEffect(() => {
    const form = formOf(host);
    if (!form) {
      reportError(host, new Error('<ib-form> needs a <form> child'));
      return;
    }
    const formName = form.dataset.formName ?? form.getAttribute('name') ?? form.id ?? '';
    const messages = new FieldMessages(form);
    const releaseStyles = adoptIntoRoot(host, sheet());
    const hadNoValidate = form.noValidate;
    form.noValidate = true; // our inline messages replace the browser's bubbles
    fillHiddenFields(form);
    const touched = new Set<Field>();
    let inFlight: AbortController | undefined;

    /** Shows or clears a group's message; true when valid. */
    const check = (group: Field[]) => {
      const own = ownMessages(latestT.current);
      const text = group.map((field) => messageFor(field, own)).find(Boolean);
      if (text) messages.show(group, text);
      else messages.clear(group);
      return !text;
    };

    const onInput = (event: Event) => {
      if (!isField(event.target) || !form.contains(event.target)) return;
      const group = groupOf(form, event.target);
      if (!group) return;
      for (const field of group) field.setCustomValidity(''); // a server message ends when the value changes
      touched.add(group[0]);
      if (messages.isShown(group)) check(group);
    };

    // Leaving a changed field says what is wrong at once; untouched fields wait for submit.
    const onFocusOut = (event: Event) => {
      if (!isField(event.target) || !form.contains(event.target)) return;
      const group = groupOf(form, event.target);
      if (group && touched.has(group[0])) check(group);
    };

    const showServerErrors = (errors: FieldErrors) => {
      const unmatched: string[] = [];
      const invalidGroups: Field[][] = [];
      for (const [name, text] of Object.entries(errors)) {
        const field = fieldNamed(form, name);
        const group = field && groupOf(form, field);
        if (!group) {
          unmatched.push(text);
          continue;
        }
        for (const member of group) member.setCustomValidity(text);
        messages.show(group, text);
        invalidGroups.push(group);
      }
      const order = fieldGroups(form);
      invalidGroups.sort(
        (a, b) => order.findIndex((g) => g[0] === a[0]) - order.findIndex((g) => g[0] === b[0]),
      );
      return { unmatched, first: invalidGroups[0] };
    };

    const submitButtons = () =>
      form.querySelectorAll('button:not([type]), button[type="submit"], input[type="submit"]');
    const setBusy = (busy: boolean) => {
      if (busy) form.setAttribute('aria-busy', 'true');
      else form.removeAttribute('aria-busy');
      // Not `disabled`: that would drop keyboard focus from the button just pressed.
      for (const button of submitButtons()) {
        if (busy) button.setAttribute('aria-disabled', 'true');
        else button.removeAttribute('aria-disabled');
      }
    };

    const finish = (result: SubmitResult) => {
      inFlight = undefined;
      setBusy(false);
      if (result.kind === 'accepted') {
        setUnmatched([]);
        setPhase('success');
        pushDataLayer({ event: 'form_submit', form_name: formName });
        emit('ib-form-submitted', { formName, status: result.status, data: result.data });
        return;
      }
      if (result.kind === 'invalid') {
        const { unmatched: others, first } = showServerErrors(result.errors);
        setPhase(first ? 'invalid' : 'error');
        setUnmatched(others);
        if (first) focusGroup(first);
        emit('ib-form-failed', { formName, status: result.status, errors: result.errors });
        return;
      }
      setUnmatched([]);
      setPhase('error');
      emit('ib-form-failed', { formName, status: result.status, errors: {} });
    };

    const onSubmit = async (event: SubmitEvent) => {
      if (event.target !== form) return;
      event.preventDefault();
      if (inFlight) return; // one submission at a time
      fillHiddenFields(form);
      const invalid = fieldGroups(form).filter((group) => !check(group));
      if (invalid.length > 0) {
        focusGroup(invalid[0]);
        return;
      }
      const controller = new AbortController();
      inFlight = controller;
      setBusy(true);
      setUnmatched([]);
      setPhase('sending');
      const encodingNow = latestEncoding.current === 'json' ? 'json' : DEFAULT_ENCODING;
      let result: SubmitResult;
      try {
        const { url, init } = buildFormRequest(
          form,
          encodingNow,
          event.submitter,
          controller.signal,
        );
        result = await readSubmitResult(await fetch(url, init));
      } catch {
        result = { kind: 'failed' }; // offline, blocked, or a bad action URL
      }
      if (controller.signal.aborted) return; // removed from the page meanwhile
      finish(result);
    };

    form.addEventListener('submit', onSubmit);
    form.addEventListener('input', onInput);
    form.addEventListener('change', onInput);
    form.addEventListener('focusout', onFocusOut);
    emit('ib-form-loaded', { formName });
    return () => {
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onInput);
      form.removeEventListener('focusout', onFocusOut);
      inFlight?.abort();
      setBusy(false);
      messages.clearAll();
      form.noValidate = hadNoValidate;
      releaseStyles();
    };
  }, [host, emit, latestT]);

  useEffect(() => {
    if (phase === 'success') successRef.current?.focus();
  }, [phase]);

  return (
    <>
      <div part="form" hidden={phase === 'success'}>
        <slot />
      </div>
      <p part="status" className="status" role="status" data-phase={phase}>
        {status}
      </p>
      <div part="error" hidden={phase !== 'error'}>
        <slot name="error" />
      </div>
      <div
        part="success"
        className="success"
        tabIndex={-1}
        ref={successRef}
        hidden={phase !== 'success'}
      >
        <slot name="success">{successLabel || t('success')}</slot>
      </div>
    </>
  );
}

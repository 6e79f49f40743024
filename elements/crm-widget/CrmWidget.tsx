import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { readJsonScript } from '../../packages/core/json-script.ts';
import { reportError } from '../../packages/core/report.ts';
import { safeStorage } from '../../packages/core/storage.ts';
import { useEmit, useHost, useStrings } from '../../packages/element/index.ts';
import { crmWidget } from '../../packages/i18n/en.ts';
import { LABEL_KEYS, LABEL_NAMES, type CrmLabels } from './labels.ts';
import { toE164 } from './phone.ts';
import { PlaceholderFields } from './PlaceholderFields.tsx';
import {
  fillPlaceholders,
  firstMissingPlaceholder,
  insertAtCaret,
  nextPlaceholder,
  placeholderNumbers,
} from './placeholders.ts';
import { loadState, saveState, storageKeyFor, type CrmState } from './saved-state.ts';
import { buildShareUrl, DEFAULT_URL_TEMPLATE } from './share-url.ts';
import { parseTemplates } from './templates.ts';
import { Hidden } from './VisuallyHidden.tsx';
import type { CrmWidgetProps } from './crm-widget-props.ts';

export type { CrmWidgetProps };

/** How long the copy notice stays before it is cleared (README: the copy notice). */
export const NOTICE_MS = 1000;

const TEMPLATES_SELECTOR = 'script[type="application/json"]';

/** A message-template builder for sales conversations: recipients, template text, share URLs. */
export function CrmWidget(props: CrmWidgetProps) {
  const host = useHost();
  const emit = useEmit();
  const { t } = useStrings('crmWidget', crmWidget);
  // `{placeholder}` stays in the value label: PlaceholderFields fills it per field.
  const labels = Object.fromEntries(
    LABEL_NAMES.map((name) => [name, props[name] || t(LABEL_KEYS[name])]),
  ) as CrmLabels;
  const urlTemplate = props.urlTemplate || DEFAULT_URL_TEMPLATE;
  const key = storageKeyFor(props.storageKey);

  const templates = useMemo(() => {
    const { templates: list, skipped } = parseTemplates(readJsonScript(host, TEMPLATES_SELECTOR));
    if (skipped > 0)
      reportError(
        host,
        new Error(`Skipped ${skipped} template(s): each needs a unique id, a name and a text`),
      );
    return list;
  }, [host]);

  // Storage is probed once per widget; the saved state is read before the first render.
  const storage = useMemo(() => safeStorage('local'), []);
  const restore = (storageKey: string) => {
    const { state: stored, malformed } = loadState(storage, storageKey);
    if (malformed)
      reportError(host, new Error(`Ignored malformed saved state in localStorage "${storageKey}"`));
    return stored;
  };
  const [state, setState] = useState<CrmState>(() => restore(key));
  const restoredKey = useRef(key);
  const [phoneInput, setPhoneInput] = useState('');
  // Which error shows, not its text: it follows a change of language while it shows.
  const [phoneError, setPhoneError] = useState<'phoneErrorLabel' | 'duplicateLabel' | ''>('');
  const [urls, setUrls] = useState<Record<string, string>>({});
  const [urlError, setUrlError] = useState(false);
  // A new object on every refusal, so a repeated refusal renders again and moves focus again.
  const [valuesRefused, setValuesRefused] = useState<{ phone: string }>();
  const [notice, setNotice] = useState('');
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const phoneRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const caretAfterRender = useRef<number | undefined>(undefined);
  const focusAfterRender = useRef<string | undefined>(undefined);

  // A new storage-key switches to that key's saved state.
  useLayoutEffect(() => {
    if (restoredKey.current === key) return;
    restoredKey.current = key;
    setState(restore(key));
    setUrls({});
    setValuesRefused(undefined);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- restores once per storage key; the setters and restore are stable

  // Saved on every change; a malformed entry is replaced by the cleaned state.
  useEffect(() => {
    if (restoredKey.current === key) saveState(storage, key, state);
  }, [state, key, storage]);

  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  useLayoutEffect(() => {
    const caret = caretAfterRender.current;
    if (caret !== undefined && textRef.current) {
      caretAfterRender.current = undefined;
      textRef.current.focus();
      textRef.current.setSelectionRange(caret, caret);
    }
    const target = focusAfterRender.current;
    if (target !== undefined) {
      focusAfterRender.current = undefined;
      const button = host.shadowRoot?.querySelector<HTMLElement>(
        `[data-focus-key="${CSS.escape(target)}"]`,
      );
      (button ?? phoneRef.current)?.focus();
    }
  });

  const update = (change: Partial<CrmState>) => setState((current) => ({ ...current, ...change }));

  const changeText = (text: string) => {
    update({ text });
    setUrls({}); // links made from the old text would send the wrong message
    setValuesRefused(undefined); // the refused placeholder may be gone
  };

  const addRecipient = (event: FormEvent) => {
    event.preventDefault();
    const phone = toE164(phoneInput);
    const error = !phone
      ? 'phoneErrorLabel'
      : state.recipients.includes(phone)
        ? 'duplicateLabel'
        : '';
    setPhoneError(error);
    if (error || !phone) {
      phoneRef.current?.focus();
      return;
    }
    update({ recipients: [...state.recipients, phone] });
    setPhoneInput('');
  };

  const deleteRecipient = (phone: string) => {
    const index = state.recipients.indexOf(phone);
    const rest = state.recipients.filter((other) => other !== phone);
    // Focus goes to the row that takes this one's place, else the one before, else the phone field.
    const neighbour = rest[index] ?? rest[index - 1];
    focusAfterRender.current = neighbour ? `delete:${neighbour}` : '';
    setState(({ values: { [phone]: _gone, ...values }, ...current }) => ({
      ...current,
      recipients: rest,
      values,
    }));
    setUrls(({ [phone]: _removed, ...others }) => others);
    if (valuesRefused?.phone === phone) setValuesRefused(undefined);
  };

  const changeValue = (phone: string, number: string, value: string) => {
    setState((current) => ({
      ...current,
      values: { ...current.values, [phone]: { ...current.values[phone], [number]: value } },
    }));
    setUrls(({ [phone]: _old, ...others }) => others); // the link carried the old value
    if (valuesRefused?.phone === phone) setValuesRefused(undefined);
  };

  const chooseTemplate = (id: string) => {
    const template = templates.find((candidate) => candidate.id === id);
    update({ templateId: id });
    if (template) changeText(template.text);
  };

  const addPlaceholder = () => {
    const textarea = textRef.current;
    const { text } = state;
    const start = textarea?.selectionStart ?? text.length;
    const end = textarea?.selectionEnd ?? text.length;
    const next = insertAtCaret(text, start, end, nextPlaceholder(text));
    caretAfterRender.current = next.caret;
    changeText(next.text);
  };

  const createUrl = (phone: string) => {
    const values = state.values[phone] ?? {};
    const missing = firstMissingPlaceholder(state.text, values);
    if (missing) {
      setValuesRefused({ phone });
      focusAfterRender.current = `value:${phone}:${missing}`;
      return;
    }
    setValuesRefused(undefined);
    const url = buildShareUrl(urlTemplate, { phone, text: fillPlaceholders(state.text, values) });
    if (!url) {
      reportError(
        host,
        new Error(
          `Invalid url-template "${urlTemplate}": it must give an http(s), whatsapp, sms, tel or mailto URL`,
        ),
      );
      setUrlError(true);
      return;
    }
    setUrlError(false);
    setUrls((current) => ({ ...current, [phone]: url }));
    emit('ib-crm-widget-url', { phone, url });
  };

  const showNotice = (text: string) => {
    clearTimeout(noticeTimer.current);
    setNotice(text);
    noticeTimer.current = setTimeout(() => setNotice(''), NOTICE_MS);
  };

  const copy = async (phone: string, url: string) => {
    let ok = false;
    try {
      await navigator.clipboard.writeText(url);
      ok = true;
    } catch {
      ok = false; // no clipboard permission, insecure context, or no API
    }
    showNotice(ok ? labels.copiedLabel : labels.copyFailedLabel);
    emit('ib-crm-widget-copy', { phone, url, ok });
  };

  const placeholders = placeholderNumbers(state.text);
  const selectedTemplate = templates.some((template) => template.id === state.templateId)
    ? state.templateId
    : '';

  return (
    <div className="widget" part="widget">
      <fieldset className="group" part="recipients">
        <legend>{labels.recipientsLabel}</legend>
        <form className="add" part="add-form" noValidate onSubmit={addRecipient}>
          <label htmlFor="phone">{labels.phoneLabel}</label>
          <div className="row">
            <input
              id="phone"
              ref={phoneRef}
              part="phone-input"
              type="tel"
              autoComplete="off"
              value={phoneInput}
              aria-invalid={phoneError ? 'true' : undefined}
              aria-describedby={phoneError ? 'phone-hint phone-error' : 'phone-hint'}
              onChange={(event) => {
                setPhoneInput(event.currentTarget.value);
                setPhoneError('');
              }}
            />
            <button type="submit" part="add-recipient">
              {labels.addRecipientLabel}
            </button>
          </div>
          <p id="phone-hint" className="hint" part="hint">
            {labels.phoneHint}
          </p>
          <p id="phone-error" className="error" part="phone-error" hidden={!phoneError}>
            {phoneError && labels[phoneError]}
          </p>
        </form>
        {state.recipients.length === 0 ? (
          <p className="empty" part="empty">
            {labels.emptyLabel}
          </p>
        ) : (
          <ul className="recipients" part="recipient-list" aria-label={labels.recipientsLabel}>
            {state.recipients.map((phone) => (
              <li key={phone} className="recipient" part="recipient" data-phone={phone}>
                <span className="phone" part="phone">
                  {phone}
                </span>
                {placeholders.length > 0 ? (
                  <PlaceholderFields
                    phone={phone}
                    numbers={placeholders}
                    values={state.values[phone] ?? {}}
                    label={labels.placeholderValueLabel}
                    error={valuesRefused?.phone === phone ? labels.placeholderMissingLabel : ''}
                    onChange={(number, value) => changeValue(phone, number, value)}
                    onSubmit={() => createUrl(phone)}
                  />
                ) : null}
                <span className="actions">
                  <button type="button" part="create-url" onClick={() => createUrl(phone)}>
                    {labels.createUrlLabel}
                    <Hidden>{phone}</Hidden>
                  </button>
                  <button
                    type="button"
                    part="delete"
                    data-focus-key={`delete:${phone}`}
                    onClick={() => deleteRecipient(phone)}
                  >
                    {labels.deleteLabel}
                    <Hidden>{phone}</Hidden>
                  </button>
                </span>
                {urls[phone] ? (
                  <span className="url-row">
                    <a
                      part="url"
                      className="url"
                      href={urls[phone]}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {urls[phone]}
                    </a>
                    <button type="button" part="copy" onClick={() => copy(phone, urls[phone])}>
                      {labels.copyLabel}
                      <Hidden>{phone}</Hidden>
                    </button>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <p className="error" part="url-error" hidden={!urlError}>
          {urlError && labels.urlErrorLabel}
        </p>
      </fieldset>

      <fieldset className="group" part="message">
        <legend>{labels.messageLegend}</legend>
        {templates.length > 0 ? (
          <>
            <label htmlFor="template">{labels.templateLabel}</label>
            <select
              id="template"
              part="template"
              value={selectedTemplate}
              onChange={(event) => chooseTemplate(event.currentTarget.value)}
            >
              <option value="">{labels.templateNoneLabel}</option>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <label htmlFor="text">{labels.messageLabel}</label>
        <textarea
          id="text"
          ref={textRef}
          part="text"
          rows={5}
          value={state.text}
          onChange={(event) => changeText(event.currentTarget.value)}
        />
        <div>
          <button type="button" part="add-placeholder" onClick={addPlaceholder}>
            {labels.addPlaceholderLabel}
          </button>
        </div>
      </fieldset>

      <p className="notice" part="notice" role="status">
        {notice}
      </p>
    </div>
  );
}

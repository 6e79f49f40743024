import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { uniqueId } from '../../packages/core/ids.ts';
import { reportError } from '../../packages/core/report.ts';
import { safeStorage } from '../../packages/core/storage.ts';
import { tabIndexForKey } from '../../packages/core/tab-keys.ts';
import { useEmit, useHost, useLatest, useStrings } from '../../packages/element/index.ts';
import { codeBlock } from '../../packages/i18n/en.ts';
import { declaredCode } from './declaration.ts';
import { variableError } from './code-block-checks.ts';
import { highlightInSlices, showPlain } from './highlight-steps.ts';
import { lineNumberBlocks } from './line-numbers.ts';
import { overflowEdges } from '../../packages/core/overflow-edges.ts';
import { rowsPerLine, wrappedNumbers } from './wrapped-lines.ts';
import { prismFor } from './prism-loader.ts';
import { isKnownLanguage } from './prism-languages.ts';
import {
  channelsOf,
  readSamples,
  resolveChoice,
  sampleFor,
  titlesIn,
  type Choice,
} from './samples.ts';
import type { CodeBlockProps } from './code-block-props.ts';

export type { CodeBlockProps };

type CodeBlockHost = HTMLElement & { language?: string; channel?: string };

/** Storage keys of the visitor's last choice, shared by every block on every page. */
export const STORED_LANGUAGE_KEY = 'ibCodeBlockLanguage';
export const STORED_CHANNEL_KEY = 'ibCodeBlockChannel';

/** How long the copy notice stays (README, "Behaviour": cleared after 1 s). */
export const NOTICE_MS = 1000;

function storedChoice(): Partial<Choice> {
  const storage = safeStorage('local');
  return {
    title: storage.get(STORED_LANGUAGE_KEY) ?? undefined,
    channel: storage.get(STORED_CHANNEL_KEY) ?? undefined,
  };
}

/** Code samples with language and channel tabs, highlighting, line numbers and a copy button. */
export function CodeBlock({
  language,
  channel,
  variable,
  languageLabel,
  channelLabel,
  copyLabel,
  copiedLabel,
  copyFailedLabel,
  wrap = false,
}: CodeBlockProps) {
  const { t } = useStrings('codeBlock', codeBlock);
  const host = useHost<CodeBlockHost>();
  const emit = useEmit();
  const [samplesVersion, samplesChanged] = useReducer((count: number) => count + 1, 0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the light DOM changes: the version counts its mutations
  const samples = useMemo(() => readSamples(host), [host, samplesVersion]);
  // Read only where there is a choice to make: a page's first storage access costs a few ms.
  const hasChoice = samples.length > 1;
  const stored = useMemo(() => (hasChoice ? storedChoice() : {}), [hasChoice]);
  const choice = resolveChoice(samples, { title: language, channel }, stored);
  const sample = sampleFor(samples, choice);
  const text = sample ? declaredCode(sample.code, sample.language, variable) : '';
  const lineCount = text === '' ? 0 : text.split('\n').length;
  const titles = titlesIn(samples, choice.channel);
  const channels = channelsOf(samples);
  const [ids] = useState(() => ({ panel: uniqueId('ib-code'), tab: uniqueId('ib-code-tab') }));
  const [notice, setNotice] = useState('');
  const noticeTimer = useRef(0);
  const codeRef = useRef<HTMLElement>(null);
  const preRef = useRef<HTMLPreElement>(null);
  // With `wrap`: the rows each line takes on screen, for the number column (null: not measured).
  const [rows, setRows] = useState<number[] | null>(null);
  const focusTab = useRef<string | null>(null);
  const latest = useLatest({ samples });

  useEffect(() => {
    const error = variableError(variable);
    if (error) reportError(host, error);
  }, [host, variable]);

  // Samples edited or added later are picked up.
  useEffect(() => {
    const observer = new MutationObserver(samplesChanged);
    observer.observe(host, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-language', 'data-channel', 'data-title'],
    });
    return () => observer.disconnect();
  }, [host]);

  // Plain text at once (no empty frame), highlighted markup when Prism and the grammar are in.
  useLayoutEffect(() => {
    const code = codeRef.current;
    if (!code || !sample) return;
    showPlain(code, text);
    if (!isKnownLanguage(sample.language)) {
      if (sample.language)
        reportError(
          host,
          new Error(
            `ib-code-block: no highlighting for language "${sample.language}"; shown as plain text.`,
          ),
        );
      return;
    }
    // In slices (highlight-steps.ts): a long sample never blocks the page; a short one is done
    // in the task that has the grammar. A new sample or a removed block stops the old work.
    const controller = new AbortController();
    const { signal } = controller;
    prismFor(sample.language, host)
      .then(
        (prism) =>
          prism &&
          !signal.aborted &&
          highlightInSlices(prism, code, text, sample.language, { signal }),
      )
      .catch((error) => signal.aborted || reportError(host, error));
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the sample object is new on every render; its language is what matters
  }, [host, text, sample?.language]);

  // Edge fades: the <pre> is marked at each side that has code beyond it (code-block.css shows the
  // fade there), and the fades stop above its scrollbar. Attributes, not state: scrolling renders nothing.
  useEffect(() => {
    const pre = preRef.current;
    if (!pre) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const edges = overflowEdges(pre);
      pre.toggleAttribute('data-overflow-start', edges.start);
      pre.toggleAttribute('data-overflow-end', edges.end);
      pre.parentElement?.style.setProperty('--_bar', `${pre.offsetHeight - pre.clientHeight}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    pre.addEventListener('scroll', schedule, { passive: true });
    const resize = new ResizeObserver(schedule);
    resize.observe(pre);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      pre.removeEventListener('scroll', schedule);
      resize.disconnect();
    };
    // Measured again for new text (another tab): the <pre> may keep its size while its lines do not.
  }, [text]);

  // With `wrap`, numbers follow the rows the lines take: measured when the text or the width changes.
  useLayoutEffect(() => {
    const code = codeRef.current;
    const pre = preRef.current;
    if (!wrap || !code || !pre || lineCount === 0) {
      setRows(null);
      return;
    }
    const measure = () => {
      const next = rowsPerLine(code);
      setRows((shown) =>
        shown && shown.length === next.length && shown.every((count, i) => count === next[i])
          ? shown
          : next,
      );
    };
    measure();
    // The <pre>, not the inline <code>: a resize observer sees no size of an inline box.
    const resize = new ResizeObserver(measure);
    resize.observe(pre);
    return () => resize.disconnect();
  }, [wrap, text, lineCount]);

  // Another block on the page took the visitor's choice: follow it where this block has it.
  useEffect(() => {
    const follow = (event: Event) => {
      if (event.target === host) return;
      const detail = (event as CustomEvent<{ language: string; channel: string }>).detail;
      const current = latest.current.samples;
      if (detail.channel && channelsOf(current).includes(detail.channel))
        host.channel = detail.channel;
      if (current.some((s) => s.title === detail.language)) host.language = detail.language;
    };
    document.addEventListener('ib-code-block-change', follow);
    return () => document.removeEventListener('ib-code-block-change', follow);
  }, [host, latest]);

  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  // After a keyboard move the newly selected tab takes focus.
  useLayoutEffect(() => {
    if (!focusTab.current) return;
    const tab = host.shadowRoot?.querySelector<HTMLElement>(
      `[data-tab="${CSS.escape(focusTab.current)}"][aria-selected="true"]`,
    );
    if (!tab) return; // not rendered as selected yet
    tab.focus();
    focusTab.current = null;
  });

  const choose = (next: Choice) => {
    if (next.title === choice.title && next.channel === choice.channel) return;
    host.channel = next.channel || undefined;
    host.language = next.title;
    const storage = safeStorage('local');
    storage.set(STORED_LANGUAGE_KEY, next.title);
    if (next.channel) storage.set(STORED_CHANNEL_KEY, next.channel);
    emit('ib-code-block-change', { language: next.title, channel: next.channel });
  };

  const showNotice = (message: string) => {
    setNotice(message);
    clearTimeout(noticeTimer.current);
    noticeTimer.current = window.setTimeout(() => setNotice(''), NOTICE_MS);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showNotice(copiedLabel || t('copied'));
      emit('ib-code-block-copy', { language: choice.title, channel: choice.channel });
    } catch (error) {
      reportError(host, error);
      showNotice(copyFailedLabel || t('copyFailed'));
    }
  };

  const tabRow = (
    kind: 'language' | 'channel',
    options: string[],
    selected: string,
    label: string,
  ) => {
    const toChoice = (option: string): Choice =>
      kind === 'language'
        ? { title: option, channel: choice.channel }
        : resolveChoice(samples, { channel: option, title: choice.title });
    const onKeyDown = (event: ReactKeyboardEvent, index: number) => {
      // APG tabs with automatic activation, as ib-tabs: in right-to-left text the arrows swap.
      const rtl = getComputedStyle(host).direction === 'rtl';
      const next = tabIndexForKey(
        event.key,
        index,
        options.map(() => true),
        rtl,
      );
      if (next === null || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      focusTab.current = `${kind}:${options[next]}`;
      choose(toChoice(options[next]));
    };
    return (
      <div
        role="tablist"
        aria-label={label}
        part={`tabs ${kind}-tabs`}
        className={`tabs ${kind}-tabs scroll-fades`}
      >
        {options.map((option, index) => {
          const isSelected = option === selected;
          return (
            <button
              key={option}
              type="button"
              role="tab"
              id={`${ids.tab}-${kind}-${index}`}
              data-tab={`${kind}:${option}`}
              aria-selected={isSelected ? 'true' : 'false'}
              aria-controls={ids.panel}
              tabIndex={isSelected ? 0 : -1}
              part={isSelected ? `tab ${kind}-tab selected` : `tab ${kind}-tab`}
              className="tab"
              onClick={() => choose(toChoice(option))}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {option}
            </button>
          );
        })}
      </div>
    );
  };

  if (!sample) return <slot />; // no samples: whatever the template put there stays visible

  const hasLanguageTabs = titles.length > 1;
  const hasChannelTabs = channels.length > 1;
  const labelledBy = [
    hasChannelTabs ? `${ids.tab}-channel-${channels.indexOf(choice.channel)}` : '',
    hasLanguageTabs ? `${ids.tab}-language-${titles.indexOf(choice.title)}` : '',
  ].filter(Boolean);

  return (
    <div
      className={['frame', hasChannelTabs && 'with-channels', wrap && 'wrap']
        .filter(Boolean)
        .join(' ')}
      part="frame"
    >
      <div className="header" part="header">
        {hasChannelTabs &&
          tabRow('channel', channels, choice.channel, channelLabel || t('channel'))}
        {hasLanguageTabs ? (
          tabRow('language', titles, choice.title, languageLabel || t('language'))
        ) : (
          <span part="title" className="title">
            {choice.title}
          </span>
        )}
      </div>
      <div className="body" part="body">
        <span
          className="lines"
          part="line-numbers"
          aria-hidden="true"
          style={{ '--digits': String(String(lineCount).length) } as CSSProperties}
        >
          {wrap && rows && rows.length === lineCount
            ? wrappedNumbers(rows)
            : lineNumberBlocks(lineCount).map(({ first, lines, text }) => (
                <span
                  key={first}
                  className="slice"
                  style={{ '--lines': String(lines) } as CSSProperties}
                >
                  {text}
                </span>
              ))}
        </span>
        <div className="scroll">
          <pre
            ref={preRef}
            id={ids.panel}
            part="code"
            className="code"
            tabIndex={0}
            role={labelledBy.length ? 'tabpanel' : 'region'}
            aria-labelledby={labelledBy.length ? labelledBy.join(' ') : undefined}
            aria-label={labelledBy.length ? undefined : t('code', { title: choice.title })}
          >
            <code ref={codeRef} className={`language-${sample.language || 'none'}`} />
          </pre>
          <span className="fade fade-start" aria-hidden="true" />
          <span className="fade fade-end" aria-hidden="true" />
        </div>
      </div>
      {/* After the code: Tab reaches the tab panel first (README "Tab order"); shown in the header (code-block.css). */}
      <button type="button" part="copy" className="copy" onClick={copy}>
        {copyLabel || t('copy')}
      </button>
      <div className="notice" part="notice" role="status" aria-live="polite">
        {notice}
      </div>
    </div>
  );
}

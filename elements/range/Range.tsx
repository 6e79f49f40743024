import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, type CSSProperties } from 'react';
import { getPageData } from '../../packages/core/page-data.ts';
import { reportError } from '../../packages/core/report.ts';
import { useHost } from '../../packages/element/index.ts';
import { createFormatter, languageOf } from './format.ts';
import { formStateOf } from './form-state.ts';
import { fractionOf, ticksOf } from './range-values.ts';
import type { RangeProps } from './range-props.ts';

export type { RangeProps };

const INPUT_ID = 'input';

/**
 * A native `<input type="range">` in the shadow root (it brings the slider role, arrows,
 * Page Up/Down, Home/End, touch and RTL), with a value bubble, six labelled ticks and the value
 * formatted for people and screen readers. Bounds and value are read from the shared form
 * state, which follows the attributes (the props only trigger the re-render).
 */
export function Range({ label, format, disabled = false }: RangeProps) {
  const host = useHost();
  const state = formStateOf(host);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const inputRef = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => state.subscribe(rerender), [state]);

  const bounds = state.bounds;
  const value = state.value;
  const language = languageOf(host, getPageData().analytics.siteMeta.language);
  const { min, max, step } = bounds;
  const formatting = useMemo(
    () => createFormatter(format, language, { min, max, step }),
    [format, language, min, max, step],
  );
  const text = formatting.format(value);
  const isDisabled = disabled || state.formDisabled;

  useEffect(() => {
    if (formatting.problem) reportError(host, new Error(formatting.problem));
  }, [host, formatting]);

  useEffect(() => {
    if (!label)
      reportError(host, new Error('ib-range needs a label attribute (its accessible name)'));
  }, [host, label]);

  // Attributes (min, max, step, value) may have moved the value: keep the form and the input in step.
  useLayoutEffect(() => {
    state.syncForm();
    const input = inputRef.current;
    if (input && input.value !== String(value)) input.value = String(value);
  });

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onInput = () => state.setValue(input.valueAsNumber);
    // `input` is composed and reaches the page as it is; `change` stops at the shadow root.
    const onChange = () => host.dispatchEvent(new Event('change', { bubbles: true }));
    input.addEventListener('input', onInput);
    input.addEventListener('change', onChange);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('change', onChange);
    };
  }, [host, state]);

  return (
    <div
      className="range"
      part="base"
      data-disabled={isDisabled ? '' : undefined}
      style={{ '--_fraction': String(fractionOf(value, bounds)) } as CSSProperties}
    >
      {label ? (
        <label className="label" part="label" htmlFor={INPUT_ID}>
          {label}
        </label>
      ) : null}
      <div className="control">
        <output className="bubble" part="bubble" htmlFor={INPUT_ID} aria-hidden="true">
          {text}
        </output>
        <input
          ref={inputRef}
          id={INPUT_ID}
          className="input"
          part="input"
          type="range"
          min={String(min)}
          max={String(max)}
          step={String(step)}
          defaultValue={String(value)}
          aria-valuetext={text}
          disabled={isDisabled}
        />
        <div className="ticks" part="ticks" aria-hidden="true">
          {ticksOf(bounds).map((tick) => (
            <span
              key={tick.fraction}
              className="tick"
              part="tick"
              style={{ '--_at': String(tick.fraction) } as CSSProperties}
            >
              <span className="tick-label" part="tick-label">
                {formatting.format(tick.value)}
              </span>
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

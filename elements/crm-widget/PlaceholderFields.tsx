import type { KeyboardEvent } from 'react';
import type { PlaceholderValues } from './placeholders.ts';
import { Hidden } from './VisuallyHidden.tsx';

export interface PlaceholderFieldsProps {
  phone: string;
  /** The placeholder numbers of the message text, lowest first. */
  numbers: string[];
  values: PlaceholderValues;
  /** Field label with `{placeholder}`, e.g. "Value for {placeholder}". */
  label: string;
  /** The refusal message, or '' when this recipient's values were not refused. */
  error: string;
  onChange: (number: string, value: string) => void;
  /** Enter in a field: create this recipient's link, as a form's submit would. */
  onSubmit: () => void;
}

/** The fields that fill one recipient's placeholders, in that recipient's row. */
export function PlaceholderFields({
  phone,
  numbers,
  values,
  label,
  error,
  onChange,
  onSubmit,
}: PlaceholderFieldsProps) {
  const errorId = `value-error-${phone}`;
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className="values" part="values">
      {numbers.map((number) => {
        const id = `value-${phone}-${number}`;
        const value = values[number] ?? '';
        return (
          <div className="value" key={number}>
            <label htmlFor={id}>
              {label.replaceAll('{placeholder}', `{{${number}}}`)}
              <Hidden>{phone}</Hidden>
            </label>
            <input
              id={id}
              part="value-input"
              data-focus-key={`value:${phone}:${number}`}
              data-placeholder={number}
              type="text"
              autoComplete="off"
              value={value}
              aria-invalid={error && !value.trim() ? 'true' : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange(number, event.currentTarget.value)}
              onKeyDown={submitOnEnter}
            />
          </div>
        );
      })}
      <p id={errorId} className="error" part="value-error" role="alert" hidden={!error}>
        {error}
      </p>
    </div>
  );
}

// How a range value reads (in the bubble, the tick labels and to screen readers): `number`,
// `percent` (the value is a percentage: 40 reads "40%"), `currency:EUR` or `unit:kilometer`,
// formatted with Intl.NumberFormat in the page language, with as many decimals as the step has.
import { decimalsOf, type RangeBounds } from './range-values.ts';

/** A plain number (range-props.ts names it the default). */
export const DEFAULT_FORMAT = 'number';

export type ValueFormatter = (value: number) => string;

export interface Formatting {
  format: ValueFormatter;
  /** Set when the format or language was unusable and a fallback was used. */
  problem?: string;
}

type Parsed =
  | { style: 'decimal' }
  | { style: 'percent' }
  | { style: 'currency'; currency: string }
  | { style: 'unit'; unit: string };

function parseFormat(format: string | undefined): Parsed | undefined {
  const text = (format ?? '').trim();
  if (text === '' || text === DEFAULT_FORMAT) return { style: 'decimal' };
  if (text === 'percent') return { style: 'percent' };
  const [kind, code] = text.split(':').map((part) => part.trim());
  if (kind === 'currency' && code) return { style: 'currency', currency: code.toUpperCase() };
  if (kind === 'unit' && code) return { style: 'unit', unit: code };
  return undefined;
}

function optionsFor(parsed: Parsed, bounds: RangeBounds): Intl.NumberFormatOptions {
  // Fixed decimals keep the bubble from changing width as the value moves.
  const decimals =
    bounds.step === 'any'
      ? undefined
      : Math.min(20, Math.max(decimalsOf(bounds.step), decimalsOf(bounds.min)));
  const digits =
    decimals === undefined
      ? { maximumFractionDigits: 2 }
      : parsed.style === 'currency' && decimals > 0
        ? {
            minimumFractionDigits: Math.max(2, decimals),
            maximumFractionDigits: Math.max(2, decimals),
          }
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return { ...parsed, ...digits };
}

/** Builds the formatter; an unknown format or language falls back to plain numbers in English. */
export function createFormatter(
  format: string | undefined,
  language: string,
  bounds: RangeBounds,
): Formatting {
  const parsed = parseFormat(format);
  const problems: string[] = [];
  if (!parsed)
    problems.push(
      `Unknown format "${format}" (expected number, percent, currency:XXX or unit:name)`,
    );
  const wanted = parsed ?? { style: 'decimal' as const };
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat(language, optionsFor(wanted, bounds));
  } catch {
    try {
      formatter = new Intl.NumberFormat('en', optionsFor(wanted, bounds));
      problems.push(`Unknown language "${language}"`);
    } catch {
      formatter = new Intl.NumberFormat('en', optionsFor({ style: 'decimal' }, bounds));
      problems.push(`Unusable format "${format}"`);
    }
  }
  const scale = wanted.style === 'percent' ? 1 / 100 : 1;
  return {
    format: (value) => formatter.format(value * scale),
    problem: problems.length ? problems.join('; ') : undefined,
  };
}

/** The language a value is read in: the nearest `lang`, else the page's, else English. */
export function languageOf(element: Element, pageLanguage?: string): string {
  const tagged = element.closest('[lang]')?.getAttribute('lang')?.trim();
  return tagged || pageLanguage || 'en';
}

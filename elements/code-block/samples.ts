// Reads the code samples from the light-DOM `<pre data-language data-channel data-title>` children
// and answers which sample a language + channel choice shows.
import { canonicalLanguage } from './prism-languages.ts';

export interface Sample {
  /** Prism language id (aliases resolved: `js` -> `javascript`). */
  language: string;
  /** Channel name as written (`SMS`, `WhatsApp`), or '' when the block has no channels. */
  channel: string;
  /** Platform name shown on the language tab (`Node.js`, `cURL`); the language when absent. */
  title: string;
  /** Code text, with the common indentation and the blank first/last lines that template markup adds removed. */
  code: string;
}

/** Drops leading/trailing blank lines and the indentation every line shares. */
export function tidyCode(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length && lines[0].trim() === '') lines.shift();
  while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
  const indents = lines
    .filter((line) => line.trim() !== '')
    .map((line) => /^[ \t]*/.exec(line)![0].length);
  const common = indents.length ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(common)).join('\n');
}

export function readSamples(host: Element): Sample[] {
  return [...host.children]
    .filter((child): child is HTMLPreElement => child instanceof HTMLPreElement)
    .map((pre) => {
      const language = canonicalLanguage(pre.dataset.language ?? '');
      return {
        language,
        channel: (pre.dataset.channel ?? '').trim(),
        title: (pre.dataset.title ?? '').trim() || language || 'Code',
        code: tidyCode(pre.textContent ?? ''),
      };
    });
}

const unique = (values: string[]) => [...new Set(values)];

/** Channels in the order they first appear (empty when no sample names one). */
export const channelsOf = (samples: readonly Sample[]) =>
  unique(samples.map((s) => s.channel).filter(Boolean));

/** Language tabs (titles) available in `channel`, in order. */
export const titlesIn = (samples: readonly Sample[], channel: string) =>
  unique(samples.filter((s) => !channel || s.channel === channel).map((s) => s.title));

export interface Choice {
  title: string;
  channel: string;
}

/**
 * The choice actually shown for a wanted one: the channel if it exists (else the first), and
 * the title if that channel has it (else the channel's first). Preferences fill gaps, in order.
 */
export function resolveChoice(
  samples: readonly Sample[],
  wanted: Partial<Choice>,
  ...preferences: Partial<Choice>[]
): Choice {
  const channels = channelsOf(samples);
  const pick = (options: string[], ...candidates: (string | undefined)[]) =>
    candidates.find((candidate) => candidate !== undefined && options.includes(candidate)) ??
    options[0] ??
    '';
  const channel = pick(channels, wanted.channel, ...preferences.map((p) => p.channel));
  const inChannel = samples.filter((s) => !channel || s.channel === channel);
  // A title may also be given as the Prism language (`python` finds the `Python 3` tab).
  const asTitle = (name: string | undefined) =>
    name === undefined
      ? undefined
      : (
          inChannel.find((s) => s.title === name) ??
          inChannel.find((s) => s.language === canonicalLanguage(name))
        )?.title;
  const title = pick(
    titlesIn(samples, channel),
    asTitle(wanted.title),
    ...preferences.map((p) => asTitle(p.title)),
  );
  return { title, channel };
}

export function sampleFor(samples: readonly Sample[], choice: Choice): Sample | undefined {
  return samples.find(
    (s) => s.title === choice.title && (!choice.channel || s.channel === choice.channel),
  );
}

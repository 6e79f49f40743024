// Caption tracks from the child `<script type="application/json" slot="captions">`:
// `[{ textContent, name, localName, languageCode }]`. Entries without text, a name or a language
// code are skipped; the first kept entry is the default, active track.

export interface CaptionEntry {
  textContent?: unknown;
  name?: unknown;
  localName?: unknown;
  languageCode?: unknown;
}

export interface CaptionTrack {
  /** The caption file's text: WebVTT, or SRT-style cues that are converted. */
  text: string;
  /** What the captions menu shows: the name, or `name (localName)` when they differ. */
  label: string;
  /** BCP 47 language code for `srclang`. */
  language: string;
  /** The first track: `default` and shown from the start. */
  isDefault: boolean;
}

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** `English` or `German (Deutsch)`: the localised name only when it says something else. */
export function captionLabel(name: string, localName?: unknown): string {
  const trimmedName = name.trim();
  const local = typeof localName === 'string' ? localName.trim() : '';
  return local && local !== trimmedName ? `${trimmedName} (${local})` : trimmedName;
}

/** The usable tracks of the JSON data, in order; anything that is not an array gives none. */
export function parseCaptionTracks(data: unknown): CaptionTrack[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter((entry): entry is CaptionEntry => typeof entry === 'object' && entry !== null)
    .filter(
      (entry) =>
        nonEmpty(entry.textContent) && nonEmpty(entry.name) && nonEmpty(entry.languageCode),
    )
    .map((entry, index) => ({
      text: entry.textContent as string,
      label: captionLabel(entry.name as string, entry.localName),
      language: (entry.languageCode as string).trim(),
      isDefault: index === 0,
    }));
}

/** Whether `text` is already WebVTT (it starts with the `WEBVTT` signature, after an optional BOM). */
export function isWebVtt(text: string): boolean {
  return /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text);
}

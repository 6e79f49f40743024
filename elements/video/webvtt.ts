// SRT-style subtitles to WebVTT, served to `<track>` from a blob URL. The conversion fails, as the
// README says, when the browser has no FileReader or TextDecoder or the input is not a Blob.

/** Converts SRT cue text to a WebVTT document: header, `,` -> `.` in timestamps, `{i}` tags -> `<i>`. */
export function srtToWebVtt(srt: string): string {
  const body = srt
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/(\d{1,2}:\d{2}:\d{2}),(\d{3})/g, '$1.$2')
    // SubRip styling: {b}..{/b}, and the ASS-like {\i1}..{\i0}
    .replace(/\{\\([ibu])1\}/g, '<$1>')
    .replace(/\{\\([ibu])0?\}/g, '</$1>')
    .replace(/\{([ibu])\}/g, '<$1>')
    .replace(/\{\/([ibu])\}/g, '</$1>')
    // Other override codes (positioning such as {\an8}) have no WebVTT equivalent inside cue text.
    .replace(/\{\\[^}]*\}/g, '')
    .trim();
  return `WEBVTT\n\n${body}\n`;
}

export interface ConversionEnvironment {
  FileReader?: typeof FileReader;
  TextDecoder?: typeof TextDecoder;
}

const browserEnvironment = (): ConversionEnvironment => ({
  FileReader: typeof FileReader === 'undefined' ? undefined : FileReader,
  TextDecoder: typeof TextDecoder === 'undefined' ? undefined : TextDecoder,
});

/**
 * Reads an SRT Blob (decoded as UTF-8) and resolves a WebVTT Blob. Rejects with
 * `No FileReader constructor found`, `No TextDecoder constructor found` or
 * `Expecting resource to be a Blob but something else found.`
 */
export async function toWebVttBlob(
  resource: unknown,
  environment: ConversionEnvironment = browserEnvironment(),
): Promise<Blob> {
  const { FileReader: Reader, TextDecoder: Decoder } = environment;
  if (!Reader) throw new Error('No FileReader constructor found');
  if (!Decoder) throw new Error('No TextDecoder constructor found');
  if (!(resource instanceof Blob))
    throw new Error('Expecting resource to be a Blob but something else found.');
  const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new Reader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Error while reading the Blob object'));
    reader.readAsArrayBuffer(resource);
  });
  const text = new Decoder('utf-8').decode(buffer);
  return new Blob([srtToWebVtt(text)], { type: 'text/vtt' });
}

/** The Blob `<track>` loads for one caption text: WebVTT as is, anything else converted. */
export async function captionBlob(
  text: string,
  isVtt: boolean,
  environment?: ConversionEnvironment,
): Promise<Blob> {
  if (isVtt) return new Blob([text], { type: 'text/vtt' });
  return toWebVttBlob(new Blob([text], { type: 'text/plain' }), environment);
}

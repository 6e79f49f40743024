// The media events an `<ib-video>` dispatches on itself, as a `<video>` does (plain events that do
// not bubble): the media element's own stay in the shadow root, and an embed's come from Plyr.
export const HOST_MEDIA_EVENTS = ['play', 'pause', 'ended', 'timeupdate', 'volumechange'] as const;

/** What the events come from: the `<video>` (an EventTarget), or Plyr for an embed (`on`/`off`). */
export type MediaEventSource =
  | EventTarget
  | { on(type: string, listener: () => void): void; off(type: string, listener: () => void): void };

/** Re-dispatches the media events of `source` on `host`; returns what stops it. */
export function forwardMediaEvents(host: HTMLElement, source: MediaEventSource): () => void {
  const stops = HOST_MEDIA_EVENTS.map((type) => {
    const listener = () => host.dispatchEvent(new Event(type));
    if ('addEventListener' in source) {
      source.addEventListener(type, listener);
      return () => source.removeEventListener(type, listener);
    }
    source.on(type, listener);
    return () => source.off(type, listener);
  });
  return () => stops.forEach((stop) => stop());
}

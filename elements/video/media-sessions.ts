// Which player an `<ib-video>`'s media API (ib-video.ts) drives: the component registers each
// player session on its host while it lives (Video.tsx); a changed source replaces it. What the page
// sets before there is a session (the element not rendered yet) waits here for the first one.
import type { MediaRequest } from './media-requests.ts';
import type { VideoSession } from './video-session.ts';

const sessions = new WeakMap<HTMLElement, VideoSession>();
const early = new WeakMap<HTMLElement, MediaRequest>();

export const sessionOf = (host: HTMLElement): VideoSession | undefined => sessions.get(host);

/** A media property set while the element has no session: the first session takes it. */
export function requestMedia<K extends keyof MediaRequest>(
  host: HTMLElement,
  key: K,
  value: MediaRequest[K],
): void {
  early.set(host, { ...early.get(host), [key]: value });
}

/** What was set while the element had no session. */
export const requestedMedia = (host: HTMLElement): MediaRequest => early.get(host) ?? {};

export function registerSession(host: HTMLElement, session: VideoSession): () => void {
  sessions.set(host, session);
  const request = early.get(host);
  early.delete(host);
  if (request?.currentTime !== undefined) session.write('currentTime', request.currentTime);
  if (request?.volume !== undefined) session.write('volume', request.volume);
  return () => {
    if (sessions.get(host) === session) sessions.delete(host);
  };
}

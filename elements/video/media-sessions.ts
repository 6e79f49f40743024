// Which player an `<ib-video>`'s media API (ib-video.ts) drives: the component registers each
// player session on its host while it lives (Video.tsx); a changed source replaces it.
import type { VideoSession } from './video-session.ts';

const sessions = new WeakMap<HTMLElement, VideoSession>();

export const sessionOf = (host: HTMLElement): VideoSession | undefined => sessions.get(host);

export function registerSession(host: HTMLElement, session: VideoSession): () => void {
  sessions.set(host, session);
  return () => {
    if (sessions.get(host) === session) sessions.delete(host);
  };
}

// Letting a player go when its session ends (video-session.ts, 200 ms after the element left the
// page): Plyr destroyed, or only unbound where it never got ready, and every media element in the
// mount stopped, emptied and removed, so nothing keeps loading or playing.
import type Plyr from 'plyr';
import { isPlyrReady } from './media-requests.ts';

/** Destroys Plyr; one not ready (an embed whose API never loaded) keeps its page-level listeners until `ready`, so they go. */
export function releasePlyr(player: Plyr): void {
  if (isPlyrReady(player)) {
    player.destroy();
    return;
  }
  const internal = player as unknown as {
    eventListeners?: Array<{
      element: EventTarget;
      type: string;
      callback: EventListener;
      options: boolean | AddEventListenerOptions;
    }>;
  };
  for (const { element, type, callback, options } of internal.eventListeners ?? [])
    element.removeEventListener(type, callback, options);
  internal.eventListeners = [];
}

/** Stops every media element in `mount` and `target` loading or playing, and empties the mount. */
export function releaseMedia(mount: HTMLElement, target: HTMLElement | undefined): void {
  // Plyr's destroy puts a clone of the original <video> back: release every media element.
  const videos = new Set([
    ...mount.querySelectorAll('video'),
    ...(target instanceof HTMLVideoElement ? [target] : []),
  ]);
  for (const video of videos) {
    video.pause();
    video.removeAttribute('src');
    for (const source of video.querySelectorAll('source')) source.remove();
    video.load(); // drops the buffered media and any open connection
    video.remove();
  }
  mount.replaceChildren();
}

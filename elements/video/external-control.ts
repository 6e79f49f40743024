// `external-control`: a button elsewhere on the page that plays and pauses the video; its
// `aria-pressed` says whether the video is playing. A button added to the page later (rendered by
// another script, say) is connected when it appears.
import { reportError } from '../../packages/core/report.ts';

export interface ExternalControl {
  /** Mirrors the playing state on the button (once there is one). */
  setPlaying(playing: boolean): void;
  release(): void;
}

export interface ExternalControlOptions {
  onToggle: () => void;
  /** The state to show on a button connected while the video already plays. */
  isPlaying: () => boolean;
}

/**
 * Connects the element with that id in the host's document or shadow root. A missing id is reported
 * once, and the root is watched until an element with that id appears.
 */
export function bindExternalControl(
  host: HTMLElement,
  id: string,
  { onToggle, isPlaying }: ExternalControlOptions,
): ExternalControl {
  const root = host.getRootNode() as Document | ShadowRoot;
  const find = () =>
    (root.getElementById?.(id) ?? document.getElementById(id)) as HTMLElement | null;
  const onClick = (event: Event) => {
    event.preventDefault(); // a link used as the control must not navigate
    onToggle();
  };
  let button: HTMLElement | null = null;
  let watcher: MutationObserver | null = null;

  const connect = (found: HTMLElement) => {
    button = found;
    button.setAttribute('aria-pressed', String(isPlaying()));
    button.addEventListener('click', onClick);
  };

  const found = find();
  if (found) connect(found);
  else {
    reportError(
      host,
      new Error(
        `<ib-video> external-control: no element with id "${id}" yet; it is connected when it appears.`,
      ),
    );
    watcher = new MutationObserver(() => {
      const late = find();
      if (!late) return;
      watcher?.disconnect();
      watcher = null;
      connect(late);
    });
    watcher.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['id'],
    });
  }

  return {
    setPlaying(playing) {
      button?.setAttribute('aria-pressed', String(playing));
    },
    release() {
      watcher?.disconnect();
      watcher = null;
      button?.removeEventListener('click', onClick);
      button = null;
    },
  };
}

// `external-control`: a button elsewhere on the page that plays and pauses the video; its
// `aria-pressed` says whether the video is playing.
import { reportError } from '../../packages/core/report.ts';

export interface ExternalControl {
  /** Mirrors the playing state on the button. */
  setPlaying(playing: boolean): void;
  release(): void;
}

/** The button with that id in the host's document or shadow root; reported once when missing. */
export function bindExternalControl(host: HTMLElement, id: string, onToggle: () => void): ExternalControl | null {
  const root = host.getRootNode() as Document | ShadowRoot;
  const button = (root.getElementById?.(id) ?? document.getElementById(id)) as HTMLElement | null;
  if (!button) {
    reportError(host, new Error(`<ib-video> external-control: no element with id "${id}".`));
    return null;
  }
  const onClick = (event: Event) => {
    event.preventDefault(); // a link used as the control must not navigate
    onToggle();
  };
  button.setAttribute('aria-pressed', 'false');
  button.addEventListener('click', onClick);
  return {
    setPlaying(playing) {
      button.setAttribute('aria-pressed', String(playing));
    },
    release() {
      button.removeEventListener('click', onClick);
    },
  };
}

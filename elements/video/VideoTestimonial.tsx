import { useEffect, useLayoutEffect, useRef } from 'react';
import { onBackdropClick } from '../../packages/core/backdrop-click.ts';
import { reportError } from '../../packages/core/report.ts';
import { prefersReducedMotion } from '../../packages/core/motion.ts';
import { lockScroll } from '../../packages/core/scroll-lock.ts';
import { emit, useHost, useStrings } from '../../packages/element/index.ts';
import { video } from '../../packages/i18n/en.ts';
import { createTestimonialPlayer } from './testimonial-player.ts';
import { DEFAULT_TESTIMONIAL_THEME, parseTestimonialTheme } from './testimonial-themes.ts';
import type { VideoTestimonialProps } from './video-testimonial-props.ts';

export type { VideoTestimonialProps };

export const THEME_ATTRIBUTE = 'data-active-theme';
const TRIGGER = '[data-video-url]';

/** Triggers with `data-video-url` open a themed modal that plays the video muted; closing destroys the player. */
export function VideoTestimonial({ label, closeLabel }: VideoTestimonialProps) {
  const { t } = useStrings('video', video);
  const host = useHost();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  // What names the modal when the trigger has no title; a blank attribute is no label, as in ib-modal.
  const modalName = label?.trim() || t('video');
  const labelRef = useRef(modalName);
  labelRef.current = modalName;
  const untitledOpen = useRef(false);

  // A layout effect: removing the element while open unlocks the page at once.
  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    const stage = stageRef.current!;
    let unlock: (() => void) | null = null;
    let opener: HTMLElement | null = null;
    let url = '';

    const open = (trigger: HTMLElement) => {
      if (dialog.open) return;
      url = trigger.dataset.videoUrl?.trim() ?? '';
      if (!url)
        return reportError(
          host,
          new Error('<ib-video-testimonial> trigger has an empty data-video-url.'),
        );
      let theme = parseTestimonialTheme(trigger.dataset.theme);
      if (!theme) {
        reportError(
          host,
          new Error(
            `<ib-video-testimonial> unknown data-theme "${trigger.dataset.theme}"; using ${DEFAULT_TESTIMONIAL_THEME}.`,
          ),
        );
        theme = DEFAULT_TESTIMONIAL_THEME;
      }
      const name = trigger.dataset.videoTitle?.trim() || labelRef.current;
      untitledOpen.current = !trigger.dataset.videoTitle?.trim();
      opener = trigger;
      dialog.setAttribute('aria-label', name);
      dialog.dataset.theme = theme;
      host.setAttribute(THEME_ATTRIBUTE, theme);
      const player = createTestimonialPlayer(url, name, host);
      stage.replaceChildren(player);
      unlock = lockScroll();
      dialog.showModal();
      // Reduced motion withholds what starts by itself; the visitor's click on the trigger asked
      // for this video, so it plays (muted, as the player starts). A refusal shows its play button.
      if (prefersReducedMotion()) player.play().catch(() => undefined);
      emit(host, 'ib-video-testimonial-open', { url, theme });
    };

    const onClose = () => {
      if (dialog.open) return;
      // Removing the player stops it now; ib-video destroys Plyr 200 ms later.
      stage.replaceChildren();
      delete dialog.dataset.theme;
      host.removeAttribute(THEME_ATTRIBUTE);
      unlock?.();
      unlock = null;
      if (opener?.isConnected) opener.focus();
      opener = null;
      emit(host, 'ib-video-testimonial-close', { url });
    };

    const onHostClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(TRIGGER);
      if (!trigger || !host.contains(trigger)) return;
      event.preventDefault(); // a link trigger keeps its href as the no-script fallback
      open(trigger);
    };
    host.addEventListener('click', onHostClick);
    dialog.addEventListener('close', onClose);
    const stopBackdropClicks = onBackdropClick(dialog, () => dialog.close());
    return () => {
      host.removeEventListener('click', onHostClick);
      dialog.removeEventListener('close', onClose);
      stopBackdropClicks();
      if (dialog.open) dialog.close();
      stage.replaceChildren();
      host.removeAttribute(THEME_ATTRIBUTE);
      unlock?.();
    };
  }, [host]);

  // A new language while open renames the modal (its player relabels itself).
  useLayoutEffect(() => {
    if (dialogRef.current?.open && untitledOpen.current)
      dialogRef.current.setAttribute('aria-label', modalName);
  }, [modalName]);

  useEffect(() => {
    const triggers = host.querySelectorAll<HTMLElement>(TRIGGER);
    for (const trigger of triggers) trigger.setAttribute('aria-haspopup', 'dialog');
  }, [host]);

  return (
    <>
      <slot />
      <dialog ref={dialogRef} part="dialog" className="dialog">
        <button
          type="button"
          part="close"
          className="close"
          aria-label={closeLabel || t('closeVideo')}
          onClick={() => dialogRef.current?.close()}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        <div ref={stageRef} part="stage" className="stage" />
      </dialog>
    </>
  );
}

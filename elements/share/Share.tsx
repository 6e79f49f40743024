import { useLayoutEffect, useRef } from 'react';
import { reportError } from '../../packages/core/report.ts';
import { adoptIntoRoot, lazySheet } from '../../packages/core/light-dom-styles.ts';
import { emit, useHost, useStrings } from '../../packages/element/index.ts';
import { share } from '../../packages/i18n/en.ts';
import { canShareNatively, shareNatively } from './native-share.ts';
import { openSharePopup } from './popup.ts';
import { SHARE_LINK_SELECTOR, ShareLinks, networkOf } from './share-links.ts';
import { NATIVE, opensPopup, shareUrlFor, type ShareData } from './share-urls.ts';
import lightCss from './share-light.css?inline';
import type { ShareProps } from './share-props.ts';

export type { ShareProps };

/** The page's canonical address, else its own (without the fragment, which names a spot, not the page). */
function pageUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"][href]');
  if (canonical?.href) return canonical.href;
  const { origin, pathname, search } = location;
  return `${origin}${pathname}${search}`;
}

/** Modified clicks (new tab, new window) follow the share address the link now carries. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/** The default look of the slotted list, shared by every instance. */
const lightStyles = lazySheet(lightCss);

/** Share links: the Web Share API where it works, the networks' share pages in an 800x600 popup. */
export function Share({ url, title, newWindowLabel }: ShareProps) {
  const host = useHost();
  const { t } = useStrings('share', share);
  const sharing = useRef(false);

  useLayoutEffect(() => adoptIntoRoot(host, lightStyles()), [host]);

  useLayoutEffect(() => {
    const data: ShareData = {
      url: url?.trim() || pageUrl(),
      title: title?.trim() || document.title,
    };
    const links = new ShareLinks();
    // A set new-window-label (even an empty one) follows the name as before; else the catalog's
    // whole sentence, since a language may put its words anywhere around the name.
    const popupName = (name: string) =>
      newWindowLabel !== undefined ? `${name} ${newWindowLabel}`.trim() : t('newWindow', { name });
    links.prepare(host, data, canShareNatively(data), popupName);

    const shareWithSheet = async () => {
      if (sharing.current) return; // a second share() while the sheet is open would fail
      sharing.current = true;
      try {
        if (await shareNatively(data))
          emit(host, 'ib-share-open', { network: NATIVE, url: data.url });
      } catch (error) {
        reportError(host, error);
      } finally {
        sharing.current = false;
      }
    };

    const onClick = (event: MouseEvent) => {
      const link =
        event.target instanceof Element ? event.target.closest(SHARE_LINK_SELECTOR) : null;
      if (!link || !host.contains(link) || event.defaultPrevented) return;
      const network = networkOf(link);
      if (network === NATIVE) {
        event.preventDefault();
        void shareWithSheet();
        return;
      }
      const shareUrl = shareUrlFor(network, link.getAttribute('href'), data);
      if (shareUrl === null) return;
      if (opensPopup(network, shareUrl)) {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        openSharePopup(shareUrl);
      }
      emit(host, 'ib-share-open', { network, url: shareUrl });
    };

    host.addEventListener('click', onClick);
    return () => {
      host.removeEventListener('click', onClick);
      links.restore();
    };
  }, [host, url, title, newWindowLabel, t]);

  return <slot />;
}

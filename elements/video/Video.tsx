import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type Plyr from 'plyr';
import { readJsonScript } from '../../packages/core/json-script.ts';
import { reportError } from '../../packages/core/report.ts';
import { useHost, useStrings } from '../../packages/element/index.ts';
import { video } from '../../packages/i18n/en.ts';
import { parseAnalyticsTokens, unknownAnalyticsTokens } from './analytics-tokens.ts';
import { withSpecAliases, type VideoAliasProps } from './attribute-aliases.ts';
import { parseCaptionTracks } from './captions.ts';
import { registerSession } from './media-sessions.ts';
import { playButtonName } from './play-button.ts';
import { PLAYER_LABEL_NAMES, plyrI18n } from './player-labels.ts';
import { parseProvider, vimeoId, youtubeId, type VideoSource } from './providers.ts';
import { mergeFlags } from './settings.ts';
import { TEARDOWN_DELAY_MS, VideoSession } from './video-session.ts';
import type { VideoProps } from './video-props.ts';

export type { VideoProps };

export type VideoHost = HTMLElement & { player?: Plyr };

const CAPTIONS_SCRIPT =
  'script[type="application/json"][slot="captions"], script[type="application/json"]';

/** The source the attributes describe, or an error message for bad input (then html5 with `src`). */
function resolveSource(props: VideoProps): { source: VideoSource; problem?: string } {
  const provider = parseProvider(props.provider);
  const html5: VideoSource = { provider: 'html5', src: props.src ?? '', hlsSrc: props.hlsSrc };
  if (provider === null)
    return { source: html5, problem: `Unknown video provider "${props.provider}"; using html5.` };
  if (provider === 'html5') return { source: html5 };
  const id = (provider === 'youtube' ? youtubeId : vimeoId)(props.videoId ?? '');
  if (!id)
    return { source: html5, problem: `<ib-video provider="${provider}"> needs a valid video-id.` };
  return { source: { provider, videoId: id } };
}

/** A Plyr player; template content other than the captions script and controls template is the no-script fallback. */
export function Video(given: VideoProps & VideoAliasProps) {
  const props = withSpecAliases(given);
  const { t } = useStrings('video', video);
  const host = useHost<VideoHost>();
  const mountRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const {
    src,
    hlsSrc,
    provider,
    videoId,
    poster,
    controls,
    loop,
    autoplay,
    muted,
    settings,
    externalControl,
    analytics,
    label,
  } = props;

  const { source, problem } = useMemo(
    () => resolveSource({ src, hlsSrc, provider, videoId }),
    [src, hlsSrc, provider, videoId],
  );
  const flags = useMemo(
    () => mergeFlags({ controls, loop, autoplay, muted }, settings),
    [controls, loop, autoplay, muted, settings],
  );
  // The controls' texts: a changed `*-label` attribute rebuilds the player, as a changed label
  // does; a changed language (or new site strings) relabels it in place (plyr-relabel.ts).
  const labelAttributes = JSON.stringify(PLAYER_LABEL_NAMES.map((name) => props[name] ?? null));
  const i18n = plyrI18n(props, t, label);
  const untitledName = t('video');
  // By content: `t` is new whenever any `lang` on the page changes, the texts rarely are.
  const textsKey = JSON.stringify([i18n, untitledName]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- textsKey is the content of both
  const texts = useMemo(() => ({ i18n, untitledName }), [textsKey]);
  const textsRef = useRef(texts);
  textsRef.current = texts;
  const playName = playButtonName(props.playVideoLabel, label, t);
  const sessionRef = useRef<VideoSession | null>(null);
  // Once the visitor has reached for the video, a player rebuilt for a changed attribute loads at once.
  const intentShownRef = useRef(false);
  useLayoutEffect(() => sessionRef.current?.setPlayButtonName(playName), [playName]);
  useLayoutEffect(() => sessionRef.current?.setTexts(texts.i18n, texts.untitledName), [texts]);

  useEffect(() => {
    if (problem) reportError(host, new Error(problem));
    const unknown = unknownAnalyticsTokens(analytics);
    if (unknown.length)
      reportError(
        host,
        new Error(
          `<ib-video> analytics: unknown token(s) ${unknown.join(', ')}; use play pause p25 p50 p75 p100.`,
        ),
      );
  }, [host, problem, analytics]);

  // A layout effect: its clean-up runs as the element is unmounted (Preact runs plain effect
  // clean-ups after the next paint), so the 200 ms teardown delay counts from the removal.
  useLayoutEffect(() => {
    const captions = parseCaptionTracks(readJsonScript(host, CAPTIONS_SCRIPT));
    // Keeps the room of Plyr's captions button, which it shows only once the metadata is in (video.css).
    mountRef.current!.toggleAttribute(
      'data-captions',
      source.provider === 'html5' && captions.length > 0,
    );
    const controlsTemplate = host.querySelector<HTMLTemplateElement>(
      ':scope > template[slot="controls"], :scope > template',
    );
    const session = new VideoSession({
      host,
      mount: mountRef.current!,
      source,
      flags,
      poster,
      title: label,
      ...textsRef.current,
      captions,
      controlsTemplate,
      tokens: parseAnalyticsTokens(analytics),
      externalControlId: externalControl,
      playButtonName: playName,
      intentShown: intentShownRef.current,
      onPlayer: (player) => {
        host.player = player;
        setReady(true);
      },
    });
    sessionRef.current = session;
    const unregister = registerSession(host, session);
    return () => {
      unregister();
      intentShownRef.current ||= session.started;
      if (host.player === session.player) delete host.player;
      setReady(false);
      // Removed from the page: the README's 200 ms delay; a changed source: at once.
      session.dispose(host.isConnected ? 0 : TEARDOWN_DELAY_MS);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the play name and the texts in the element's language are passed on without a rebuild (the effects above); the session reads them when it is made
  }, [host, source, flags, poster, label, labelAttributes, analytics, externalControl]);

  return (
    <>
      <div ref={mountRef} part="player" className="player" />
      {!ready && poster ? <img part="poster" className="poster" src={poster} alt="" /> : null}
    </>
  );
}

// The theme's `data-*` attribute names (README, "Theme attribute names"), which older templates
// use, as aliases of the element's own (`videoAliasSpec` below). The element's own name wins when
// both are present.
import type { PropSpec, PropsOf, Typed } from '../../packages/element/prop-spec.ts';
import type { ProviderName } from './providers.ts';
import type { VideoProps } from './video-props.ts';

/** The alias attributes (`dataWistiaUrl` is `data-wistia-url`), part of <ib-video>'s props spec. */
export const videoAliasSpec = {
  /** The theme's name for `settings`; `settings` wins when both are present. */
  dataSettings: 'string',
  /** The theme's name for `provider`; `provider` wins. */
  dataPlyrProvider: 'string' as Typed<ProviderName>,
  /** The theme's name for `src` (the hosted video's file); `src` wins. */
  dataWistiaUrl: 'string',
  /**
   * The theme's name for `hls-src`: the hosted video's HLS stream, played where adaptive streaming
   * is supported (hls.js with Media Source Extensions, or native HLS), else `data-wistia-url`;
   * `hls-src` wins.
   */
  dataWistiaHlsUrl: 'string',
  /** The theme's name for `external-control`; `external-control` wins. */
  dataExternalControlId: 'string',
  /** The theme's name for `analytics`; `analytics` wins. */
  dataAnalytics: 'string',
} satisfies PropSpec;

export type VideoAliasProps = PropsOf<typeof videoAliasSpec>;

/** The props with each alias filled in where its own attribute is absent; the alias props removed. */
export function withSpecAliases<P extends VideoProps & VideoAliasProps>(
  props: P,
): Omit<P, keyof VideoAliasProps> {
  const {
    dataSettings,
    dataPlyrProvider,
    dataWistiaUrl,
    dataWistiaHlsUrl,
    dataExternalControlId,
    dataAnalytics,
    ...own
  } = props;
  return {
    ...own,
    settings: own.settings ?? dataSettings,
    provider: own.provider ?? dataPlyrProvider,
    src: own.src ?? dataWistiaUrl,
    hlsSrc: own.hlsSrc ?? dataWistiaHlsUrl,
    externalControl: own.externalControl ?? dataExternalControlId,
    analytics: own.analytics ?? dataAnalytics,
  };
}

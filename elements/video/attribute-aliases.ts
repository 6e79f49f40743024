// The theme's `data-*` attribute names (README, "Theme attribute names"), which older templates
// use, as aliases of the element's own: `data-settings`, `data-plyr-provider`, `data-wistia-url`, `data-wistia-hls-url`,
// `data-external-control-id`, `data-analytics`. The element's own name wins when both are present.
import type { ProviderName } from './providers.ts';

/** Props the alias attributes set (`dataWistiaUrl` is the attribute `data-wistia-url`). */
export interface VideoAliasProps {
  /** Alias of `settings`. */
  dataSettings?: string;
  /** Alias of `provider`: `local` (html5), `wistia` (a hosted file or stream), `youtube`, `vimeo`. */
  dataPlyrProvider?: ProviderName;
  /** Alias of `src`: the hosted video's file. */
  dataWistiaUrl?: string;
  /** Alias of `hls-src`: the hosted video's HLS stream. */
  dataWistiaHlsUrl?: string;
  /** Alias of `external-control`. */
  dataExternalControlId?: string;
  /** Alias of `analytics`. */
  dataAnalytics?: string;
}

export interface AliasedProps {
  settings?: string;
  provider?: string;
  src?: string;
  hlsSrc?: string;
  externalControl?: string;
  analytics?: string;
}

/** The props with each alias filled in where its own attribute is absent; the alias props removed. */
export function withSpecAliases<P extends AliasedProps & VideoAliasProps>(
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

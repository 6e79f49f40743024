// How an html5 video plays its source: an HLS stream through hls.js where Media Source Extensions
// work, natively where the browser plays HLS itself (Safari, iOS), else the plain file.

export type Playback =
  | { kind: 'hls.js'; url: string }
  | { kind: 'native-hls'; url: string }
  | { kind: 'file'; url: string }
  | { kind: 'none' };

export interface PlaybackSupport {
  /** MediaSource (or ManagedMediaSource) accepts H.264/AAC in MP4: what hls.js needs. */
  mediaSource: boolean;
  /** The `<video>` element reports it can play `application/vnd.apple.mpegurl`. */
  nativeHls: boolean;
}

export function choosePlayback(
  src: string | undefined,
  hlsSrc: string | undefined,
  support: PlaybackSupport,
): Playback {
  const stream = hlsSrc?.trim();
  const file = src?.trim();
  if (stream && support.mediaSource) return { kind: 'hls.js', url: stream };
  if (stream && support.nativeHls) return { kind: 'native-hls', url: stream };
  if (file) return { kind: 'file', url: file };
  return { kind: 'none' };
}

const HLS_CODECS = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

/** What this browser supports (false outside a browser). Checked without loading hls.js. */
export function playbackSupport(video?: HTMLVideoElement): PlaybackSupport {
  if (typeof window === 'undefined') return { mediaSource: false, nativeHls: false };
  const sources = window as unknown as {
    MediaSource?: typeof MediaSource;
    ManagedMediaSource?: typeof MediaSource;
  };
  const MediaSourceClass = sources.ManagedMediaSource ?? sources.MediaSource;
  let mediaSource = false;
  try {
    mediaSource = Boolean(MediaSourceClass?.isTypeSupported(HLS_CODECS));
  } catch {
    mediaSource = false;
  }
  const probe = video ?? document.createElement('video');
  return { mediaSource, nativeHls: probe.canPlayType('application/vnd.apple.mpegurl') !== '' };
}

// The page's side of a provider's player iframe (YouTube, Vimeo): messages from that frame only,
// and only from the origin it was loaded from, and messages to it. Both providers speak JSON
// over postMessage; YouTube sends and expects it as a string.

export type FrameMessage = Record<string, unknown>;

export interface FrameChannel {
  post(message: FrameMessage): void;
  close(): void;
}

function parse(data: unknown): FrameMessage | null {
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  return data !== null && typeof data === 'object' ? (data as FrameMessage) : null;
}

/** Listens to `iframe` (its own window, from the origin of its `src`) until `close()`. */
export function openFrameChannel(
  iframe: HTMLIFrameElement,
  onMessage: (message: FrameMessage) => void,
  { asString = false } = {},
): FrameChannel {
  const origin = new URL(iframe.src).origin;
  const listener = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    const message = parse(event.data);
    if (message) onMessage(message);
  };
  window.addEventListener('message', listener);
  return {
    post: (message) =>
      iframe.contentWindow?.postMessage(asString ? JSON.stringify(message) : message, origin),
    close: () => window.removeEventListener('message', listener),
  };
}

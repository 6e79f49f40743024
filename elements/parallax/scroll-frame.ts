// One passive scroll/resize listener and at most one animation frame per scroll frame for every
// parallax element on the page: all positions are read first, then all transforms written, so
// fifty elements cost one layout per frame.

export interface FrameClient {
  /** Reads layout (getBoundingClientRect); returns what `write` needs. */
  read(): number;
  /** Writes style only. */
  write(value: number): void;
}

const clients = new Set<FrameClient>();
let frame = 0;

function run() {
  frame = 0;
  const list = [...clients];
  const values = list.map((client) => client.read());
  list.forEach((client, i) => client.write(values[i]));
}

function schedule() {
  frame ||= requestAnimationFrame(run);
}

/** Keeps `client` updated on scroll and resize (and once now); returns the function that stops it. */
export function onScrollFrame(client: FrameClient): () => void {
  if (clients.size === 0) {
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
  }
  clients.add(client);
  client.write(client.read());
  return () => {
    if (!clients.delete(client) || clients.size > 0) return;
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
    frame = 0;
  };
}

/** How many elements the shared loop serves (tests, leak checks). */
export const scrollFrameClients = () => clients.size;

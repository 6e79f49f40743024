// Plyr drives YouTube and Vimeo through the providers' globals `YT.Player` and `Vimeo.Player`,
// and loads their scripts when the globals are missing. Those scripts cannot run on a page that
// allows only the `ib-blocks` Trusted Types policy, so while Plyr sets an embed up (synchronously,
// in its constructor) the globals are our postMessage players; the page's own values (if any)
// are put back right after.
import { VimeoEmbed } from './vimeo-embed.ts';
import { YouTubeEmbed, type YouTubeEmbedOptions } from './youtube-embed.ts';

interface Destroyable {
  destroy(): void;
}

export interface EmbedApis<T> {
  value: T;
  /** Stops the embed players `build` created (listeners, timers); Plyr does not when never ready. */
  release(): void;
}

/**
 * Runs `build` with the embed players installed. `frameTitle` names a YouTube iframe until Plyr
 * names it (Plyr does that only once the player answered, which may be never offline).
 */
export function withEmbedApis<T>(build: () => T, frameTitle: string): EmbedApis<T> {
  const created: Destroyable[] = [];
  const YT = {
    Player: function Player(element: HTMLElement, options: YouTubeEmbedOptions) {
      const embed = new YouTubeEmbed(element, options);
      embed.getIframe().title = frameTitle;
      created.push(embed);
      return embed;
    },
  };
  const Vimeo = {
    Player: function Player(iframe: HTMLIFrameElement) {
      const embed = new VimeoEmbed(iframe);
      created.push(embed);
      return embed;
    },
  };
  const page = window as unknown as Record<string, unknown>;
  const saved = (['YT', 'Vimeo'] as const).map(
    (name) => [name, Object.getOwnPropertyDescriptor(page, name)] as const,
  );
  page.YT = YT;
  page.Vimeo = Vimeo;
  try {
    return { value: build(), release: () => created.splice(0).forEach((embed) => embed.destroy()) };
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(page, name, descriptor);
      else delete page[name];
    }
  }
}

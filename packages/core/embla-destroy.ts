// Embla starts observing slide sizes one animation frame after it initialises; a carousel
// destroyed before that frame would leave those ResizeObserver observations behind (Embla 8.6
// disconnects first, then observes). Destroy now, and disconnect once more after that frame.
interface EmblaLike {
  destroy(): void;
  internalEngine(): { resizeHandler: { destroy(): void } };
}

export function destroyEmbla(api: EmblaLike): void {
  const { resizeHandler } = api.internalEngine();
  api.destroy();
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => resizeHandler.destroy());
}

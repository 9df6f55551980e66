/**
 * The heavy modals (the composer, the campaign wizard) are chunks of their own, loaded when first
 * opened. A button that opens one asks for its chunk on hover or focus, so the click finds it loaded;
 * the shell registers the loaders (lib/ and features cannot import the modals themselves).
 */
export type HeavyModal = 'composer' | 'campaign';

const loaders = new Map<HeavyModal, () => Promise<unknown>>();

export function registerPrefetch(modal: HeavyModal, load: () => Promise<unknown>): void {
  loaders.set(modal, load);
}

export function prefetch(modal: HeavyModal): void {
  void loaders.get(modal)?.();
}

/** Props for a button that opens `modal`: its chunk starts loading on hover or focus. */
export const prefetchOnIntent = (modal: HeavyModal) => ({
  onMouseEnter: () => prefetch(modal),
  onFocus: () => prefetch(modal),
});

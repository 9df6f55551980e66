import { useEffect } from 'react';

/** Spec: "Viewport fixed at width 1440 (minimum 1440) when a calendar is selected." */
export const shellWidth = 1440;

export function useFixedViewport(): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (meta === null) return;
    const previous = meta.content;
    meta.content = `width=${shellWidth}`;
    return () => {
      meta.content = previous;
    };
  }, []);
}

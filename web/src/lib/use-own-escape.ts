import { useWindowEvent } from '@mantine/hooks';
import { type RefObject } from 'react';

/**
 * Escape for a modal that decides itself what closing means (a form that asks before it drops
 * changes), in place of Mantine's `closeOnEscape`. Mantine listens on the window in the capture
 * phase, so every open modal hears the key before anything inside it: an Escape meant for a dialog
 * or a picker above the form reached the form too. This listens in the bubble phase and acts only
 * when the innermost dialog around the focus is the modal's own (or nothing is focused): a layer
 * above it (a nested dialog, a popover, portalled or not) takes its own Escape, an open combobox
 * keeps it (Mantine marks its input), and a field that claims the key (stopPropagation) keeps it.
 * `root` is the modal's root element (Mantine's Modal `ref`).
 */
export function useOwnEscape(root: RefObject<HTMLElement | null>, onEscape: () => void) {
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || event.isComposing) return;
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (target.getAttribute('data-mantine-stop-propagation') === 'true') return;
    // The first dialog in the root is the modal's content; dialogs inside it come after it.
    const own = root.current?.querySelector('[role="dialog"]') ?? null;
    const innermost = target.closest('[role="dialog"]');
    if (own !== null && (innermost === own || target === target.ownerDocument.body)) onEscape();
  });
}

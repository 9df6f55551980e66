import { useWindowEvent } from '@mantine/hooks';
import { type RefObject, useRef } from 'react';

const isEscape = (event: KeyboardEvent) => event.key === 'Escape' && !event.isComposing;

/**
 * Escape for a modal that decides itself what closing means (a form that asks before it drops
 * changes), in place of Mantine's `closeOnEscape`. Mantine listens on the window in the capture
 * phase, so every open modal hears the key before anything inside it: an Escape meant for a dialog
 * or a picker above the form reached the form too. This acts in the bubble phase, and only when the
 * innermost dialog around the focus is the modal's own (or nothing is focused): a layer above it (a
 * nested dialog, a popover, portalled or not) takes its own Escape, an open list keeps it, and a
 * field that claims the key (stopPropagation) keeps it. `root` is the modal's root element
 * (Mantine's Modal `ref`).
 */
export function useOwnEscape(root: RefObject<HTMLElement | null>, onEscape: () => void) {
  // Mantine marks an input whose list is open; the mark is read before the input's own handler
  // closes the list and React renders it away, so in the capture phase.
  const claimed = useRef(new WeakSet<Event>());
  useWindowEvent(
    'keydown',
    (event) => {
      if (!isEscape(event) || !(event.target instanceof Element)) return;
      if (event.target.getAttribute('data-mantine-stop-propagation') === 'true') claimed.current.add(event);
    },
    { capture: true },
  );
  useWindowEvent('keydown', (event) => {
    const target = event.target;
    if (!isEscape(event) || !(target instanceof Element) || claimed.current.has(event)) return;
    // The first dialog in the root is the modal's content; dialogs inside it come after it.
    const own = root.current?.querySelector('[role="dialog"]') ?? null;
    const innermost = target.closest('[role="dialog"]');
    if (own !== null && (innermost === own || target === target.ownerDocument.body)) onEscape();
  });
}

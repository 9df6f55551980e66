import { Paper } from '@mantine/core';
import { type CalendarPost } from '@kairos/core';
import { type MouseEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { RetryFlow } from '../../../components/ui/retry-flow';
import { useOpenComposer } from '../../../lib/open-composer';
import { prefetch } from '../../../lib/prefetch';
import { useCalendarEditable } from '../model/calendar-editable';
import classes from './calendar.module.css';
import { PostPreview } from './post-preview';

const openDelayMs = 250;
const closeDelayMs = 150;

interface Floating {
  kind: 'card' | 'tip';
  anchor: DOMRect;
  postId: string | null;
  text: string;
}

interface ChipHoverLayerProps {
  calendarId: string;
  /** The posts shown, by id: what the hover card shows before the full post is read. */
  postsById: ReadonlyMap<string, CalendarPost>;
  children: ReactNode;
}

/** Where a floating element goes: beside the anchor, kept inside the window. */
function placeBeside(anchor: DOMRect, width: number) {
  const left = anchor.right + 8 + width > window.innerWidth ? anchor.left - width - 8 : anchor.right + 8;
  return { top: Math.max(8, Math.min(anchor.top, window.innerHeight - 260)), left: Math.max(8, left) };
}

/**
 * The calendar's one hover card and one tooltip, and its clicks, for every chip at once: the chips
 * are plain elements, and this layer finds the one under the pointer by its data attributes. The
 * card is mounted only once the pointer rests on a chip (intent), and reads the full post then.
 */
export function ChipHoverLayer({ calendarId, postsById, children }: ChipHoverLayerProps) {
  const openComposer = useOpenComposer();
  const editable = useCalendarEditable();
  const [floating, setFloating] = useState<Floating | null>(null);
  const [retrying, setRetrying] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const schedule = useCallback((next: Floating | null, delay: number) => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => setFloating(next), delay);
  }, []);
  useEffect(() => () => void (timer.current !== null && clearTimeout(timer.current)), []);

  const onMouseOver = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    // The card and tooltip are in a portal, but React still bubbles their events through here.
    if (target.closest('[data-floating]') !== null) {
      if (timer.current !== null) clearTimeout(timer.current);
      return;
    }
    const tip = target.closest<HTMLElement>('[data-tip]');
    const chip = target.closest<HTMLElement>('[data-post-id]');
    if (tip !== null) {
      schedule(
        { kind: 'tip', anchor: tip.getBoundingClientRect(), postId: null, text: tip.dataset.tip ?? '' },
        0,
      );
    } else if (chip !== null && floating?.postId !== chip.dataset.postId) {
      const postId = chip.dataset.postId ?? null;
      // A click on a chip opens the composer: its chunk loads while the pointer rests.
      prefetch('composer');
      schedule({ kind: 'card', anchor: chip.getBoundingClientRect(), postId, text: '' }, openDelayMs);
    } else if (chip === null && tip === null) {
      schedule(null, closeDelayMs);
    }
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const retry = target.closest<HTMLElement>('[data-retry-post]');
    if (retry !== null) {
      setRetrying(retry.dataset.retryPost ?? null);
      return;
    }
    const chip = target.closest<HTMLElement>('[data-post-id]');
    if (chip?.dataset.postId !== undefined) openComposer(chip.dataset.postId);
  };

  const postId = floating?.postId ?? null;
  const post = postId === null ? undefined : postsById.get(postId);
  return (
    <div onMouseOver={onMouseOver} onMouseLeave={() => schedule(null, closeDelayMs)} onClick={onClick}>
      {children}
      {floating?.kind === 'tip' &&
        createPortal(
          <div
            className={classes.tooltip}
            role="tooltip"
            data-floating
            style={placeBeside(floating.anchor, 220)}
          >
            {floating.text}
          </div>,
          document.body,
        )}
      {floating?.kind === 'card' &&
        post !== undefined &&
        createPortal(
          <Paper
            className={classes.hoverCard}
            shadow="md"
            withBorder
            p="sm"
            style={placeBeside(floating.anchor, 300)}
            onMouseEnter={() => timer.current !== null && clearTimeout(timer.current)}
            onMouseLeave={() => schedule(null, closeDelayMs)}
            data-testid="calendar-hover-card"
            data-floating
          >
            <PostPreview
              summary={post}
              onEdit={() => openComposer(post._id)}
              onRetry={editable ? () => setRetrying(post._id) : undefined}
            />
          </Paper>,
          document.body,
        )}
      {retrying !== null && (
        <RetryFlow postId={retrying} calendarId={calendarId} onClose={() => setRetrying(null)} />
      )}
    </div>
  );
}

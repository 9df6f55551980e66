import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

interface VirtualListProps<Item> {
  items: readonly Item[];
  /** A first guess of a row's height; rows are measured once shown. */
  estimateHeight: number;
  gap?: number;
  keyOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** More items than loaded: asked for when the end comes into view. */
  hasMore: boolean;
  onLoadMore: () => void;
}

/**
 * A long list in the page's own scroll that mounts only the rows in and near view (the library's and
 * the drafts' lists), and loads the next page as its end comes near.
 */
export function VirtualList<Item>(props: VirtualListProps<Item>) {
  const { items, estimateHeight, gap = 8, keyOf, renderItem, hasMore, onLoadMore } = props;
  const list = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => setOffset(list.current?.offsetTop ?? 0), []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateHeight,
    overscan: 6,
    gap,
    scrollMargin: offset,
    getItemKey: (index) => keyOf(items[index] as Item),
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && lastShown >= items.length - 5) onLoadMore();
  }, [hasMore, lastShown, items.length, onLoadMore]);

  return (
    <div ref={list} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {rows.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {renderItem(items[row.index] as Item)}
        </div>
      ))}
    </div>
  );
}

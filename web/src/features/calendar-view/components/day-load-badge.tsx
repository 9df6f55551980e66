import { Badge } from '@mantine/core';
import { type DayLoad, dayLoad } from '@kairos/core';

/** "Calendar day load: fewer than 5 posts low, 5 to 9 medium, 10 or more high." */
export const dayLoadColors: Record<DayLoad, string> = { low: 'teal', medium: 'yellow', high: 'red' };

export function DayLoadBadge({ count }: { count: number }) {
  const load = dayLoad(count);
  return (
    <Badge
      size="sm"
      variant="light"
      color={dayLoadColors[load]}
      data-load={load}
      aria-label={`${count} ${count === 1 ? 'post' : 'posts'}, ${load} load`}
    >
      {count}
    </Badge>
  );
}

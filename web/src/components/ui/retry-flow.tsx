import { type PostView } from '@kairos/core';
import { useQuery } from '@tanstack/react-query';
import { calendarAccountsQuery } from '../../lib/calendar-accounts-query';
import { RetryDialog } from './retry-dialog';

/** The retry confirmation for a post, once the calendar's accounts (their names) are loaded. */
export function RetryFlow({ post, onClose }: { post: PostView; onClose: () => void }) {
  const accounts = useQuery(calendarAccountsQuery(post.calendarId));
  if (accounts.data === undefined) return null;
  return <RetryDialog post={post} accounts={accounts.data} onClose={onClose} />;
}

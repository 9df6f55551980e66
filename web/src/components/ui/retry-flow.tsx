import { useQuery } from '@tanstack/react-query';
import { calendarAccountsQuery } from '../../lib/calendar-accounts-query';
import { onePostQuery } from '../../lib/posts-query';
import { RetryDialog } from './retry-dialog';

/** The retry confirmation for a post, once the post and the calendar's accounts (their names) are loaded. */
export function RetryFlow({
  postId,
  calendarId,
  onClose,
}: {
  postId: string;
  calendarId: string;
  onClose: () => void;
}) {
  const post = useQuery(onePostQuery(postId));
  const accounts = useQuery(calendarAccountsQuery(calendarId));
  if (post.data === undefined || accounts.data === undefined) return null;
  return <RetryDialog post={post.data} accounts={accounts.data} onClose={onClose} />;
}

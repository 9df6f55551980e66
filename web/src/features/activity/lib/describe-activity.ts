import { type ActivityAction, type ActivityEntry } from '@kairos/core';

const verbs: Readonly<Record<ActivityAction, string>> = {
  'post.created': 'created the post',
  'post.edited': 'edited the post',
  'post.deleted': 'deleted the post',
  'post.published': 'published',
  'account.connected': 'connected the account',
  'account.removed': 'removed the account',
  'member.invited': 'invited',
  'member.changed': 'changed the access of',
  'member.removed': 'removed',
};

/** "Ada Lovelace edited the post", with the subject shown beside it. */
export function describeActivity(entry: Pick<ActivityEntry, 'action' | 'actorName'>): string {
  return `${entry.actorName ?? 'A former member'} ${verbs[entry.action]}`;
}

/** When, in the viewer's time zone: "Nov 28, 2026, 09:15". */
export function activityTime(createdAt: string, timeZone: string): string {
  return new Date(createdAt).toLocaleString('en-US', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

import { networkName, postExcerpt, type ActivityAction, type MemberRole } from '@kairos/core';
import type { ActivityInput } from './activity-repository';

interface Actor {
  userId: string;
  teamId: string;
}

/** A post's entry: its first words name it. */
export function postActivity(
  action: Extract<ActivityAction, `post.${string}`>,
  actor: Actor,
  post: { id: string; calendarId: string; message: string },
): ActivityInput {
  return {
    action,
    actorId: actor.userId,
    teamId: actor.teamId,
    subjectId: post.id,
    subject: postExcerpt(post.message, 80),
    calendarId: post.calendarId,
  };
}

/** An account's entry: its name and network. */
export function accountActivity(
  action: 'account.connected' | 'account.removed',
  actor: Actor,
  account: { id: string; calendarId: string; name: string; socialMedia: string },
): ActivityInput {
  return {
    action,
    actorId: actor.userId,
    teamId: actor.teamId,
    subjectId: account.id,
    subject: `${account.name} (${networkName(account.socialMedia)})`,
    calendarId: account.calendarId,
  };
}

/** A member's entry: the e-mail, and the role it has now (none when removed). */
export function memberActivity(
  action: Extract<ActivityAction, `member.${string}`>,
  actor: Actor,
  member: { id: string; email: string; role: MemberRole | null },
): ActivityInput {
  return {
    action,
    actorId: actor.userId,
    teamId: actor.teamId,
    subjectId: member.id,
    subject: member.role === null ? member.email : `${member.email} (${member.role})`,
    calendarId: null,
  };
}

/** A target the engine published: the post's author is who published it, through the schedule. */
export function publishedActivity(
  post: { id: string; calendarId: string; message: string; authorId: string | null },
  account: { name: string; socialMedia: string },
  at: Date,
): ActivityInput {
  return {
    action: 'post.published',
    actorId: post.authorId,
    subjectId: post.id,
    subject: `${postExcerpt(post.message, 60)} → ${account.name} (${networkName(account.socialMedia)})`,
    calendarId: post.calendarId,
    at,
  };
}

/** What the engine tells the notifications about one publish target's outcome. */
export interface PublishOutcomeNotice {
  kind: 'failed' | 'blocked' | 'needs_reconnect' | 'unconfirmed' | 'reminder';
  postId: string;
  calendarId: string;
  /** The post's author; null when the author left: the team's owner is told instead. */
  authorId: string | null;
  account: { id: string; name: string; socialMedia: string };
  /** The network's reason (failed), the rule (blocked), or nothing. */
  reason?: string | null;
  /** For reminders: the text and the media links to post from the phone. */
  reminder?: { message: string; mediaUrls: string[] };
}

import { canEditCalendar } from '@kairos/core';
import { useCurrentUser } from './current-user';

/**
 * Whether the signed-in user may create, change, move, retry or delete posts in `calendarId`: the
 * server's 'edit' check (core canEditCalendar), so the UI never offers what the server refuses.
 * Viewers only look.
 */
export function useCanEditContent(calendarId: string): boolean {
  return canEditCalendar(useCurrentUser(), calendarId);
}

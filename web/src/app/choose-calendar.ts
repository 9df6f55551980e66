/**
 * Where a signed-in user lands: the calendar they last worked in if they still have it, else the
 * first one the server lists; null when they have none.
 */
export function chooseCalendarId(
  calendars: readonly { _id: string }[],
  storedId: string | null,
): string | null {
  const stored = calendars.find((calendar) => calendar._id === storedId);
  return (stored ?? calendars[0])?._id ?? null;
}

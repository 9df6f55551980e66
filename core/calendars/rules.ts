/** "Calendar search is case-insensitive by name." */
export function filterCalendarsByName<T extends { name: string }>(
  calendars: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...calendars];
  return calendars.filter((calendar) => calendar.name.toLocaleLowerCase().includes(needle));
}

/** "The last remaining calendar cannot be removed." */
export function canRemoveCalendar(calendarCount: number): boolean {
  return calendarCount > 1;
}

/** "Adding is blocked at the plan's calendars limit". */
export function canAddCalendar(calendarCount: number, calendarsLimit: number): boolean {
  return calendarCount < calendarsLimit;
}

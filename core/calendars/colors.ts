/** Spec: "color (assigned by list position from a palette of 26 hex colors)". */
export const calendarPalette = [
  '#4C6EF5',
  '#F76707',
  '#12B886',
  '#E64980',
  '#7950F2',
  '#FAB005',
  '#15AABF',
  '#FA5252',
  '#40C057',
  '#BE4BDB',
  '#228BE6',
  '#FD7E14',
  '#20C997',
  '#F06595',
  '#845EF7',
  '#FCC419',
  '#22B8CF',
  '#FF6B6B',
  '#51CF66',
  '#CC5DE8',
  '#339AF0',
  '#FF922B',
  '#38D9A9',
  '#5C7CFA',
  '#A9E34B',
  '#868E96',
] as const;

/** The colour of the calendar at `position` in the list; the palette repeats past 26. */
export function calendarColor(position: number): string {
  const index =
    ((Math.trunc(position) % calendarPalette.length) + calendarPalette.length) % calendarPalette.length;
  return calendarPalette[index] as string;
}

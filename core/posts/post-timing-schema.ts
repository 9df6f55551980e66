import { z } from 'zod';
import { calendarDateSchema } from '../time/date-schemas';

/** A slot of the 'Select hour' dropdown: "Time options every 15 minutes, 00:00 to 23:45". */
export const timeSlotSchema = z.string().regex(/^([01]\d|2[0-3]):(00|15|30|45)$/);

/**
 * "'now' (postDate dropped, posted immediately) or 'schedule' (date and time required, in the user's
 * timezone, must lie in the future)". Date and hour may be missing so that the rule, not the shape
 * check, answers with the spec's message.
 */
export const postTimingSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('now') }),
  z.object({
    mode: z.literal('schedule'),
    date: calendarDateSchema.nullable(),
    time: timeSlotSchema.nullable(),
  }),
]);
export type PostTiming = z.infer<typeof postTimingSchema>;

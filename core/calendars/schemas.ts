import { z } from 'zod';
import { messages } from '../messages';

export const calendarNameMaxLength = 100;

/** "Calendar name required, trimmed: 'Name is required'". */
export const calendarNameSchema = z
  .string({ error: messages.calendars.nameRequired })
  .trim()
  .min(1, messages.calendars.nameRequired)
  .max(calendarNameMaxLength, messages.calendars.nameTooLong);

export const calendarBodySchema = z.object({ name: calendarNameSchema });
export type CalendarBody = z.infer<typeof calendarBodySchema>;

export const calendarSchema = z.object({
  _id: z.string(),
  name: z.string(),
  color: z.string(),
  showReconnect: z.boolean(),
});
export type Calendar = z.infer<typeof calendarSchema>;

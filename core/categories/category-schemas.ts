import { z } from 'zod';
import { categoryNameSchema } from './category-name';

/** Spec: "Category: _id, title, count" (count: the library posts in it). */
export const categoryViewSchema = z.object({ _id: z.string(), title: z.string(), count: z.number() });
export type CategoryView = z.infer<typeof categoryViewSchema>;

export const categoryListQuerySchema = z.object({ calendarId: z.uuid() });
export const categoryCreateBodySchema = z.object({ calendarId: z.uuid(), title: categoryNameSchema });
export const categoryRenameBodySchema = z.object({ title: categoryNameSchema });

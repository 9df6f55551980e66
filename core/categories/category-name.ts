import { z } from 'zod';
import { messages } from '../messages';

/** "50 or more characters 'Maximum 50 characters exceeded'". */
export const categoryNameMaxLength = 49;

/** "Category name: trimmed; empty 'Please, provide name of your category'; 50 or more characters ...". */
export const categoryNameSchema = z
  .string({ error: messages.categories.nameRequired })
  .trim()
  .min(1, messages.categories.nameRequired)
  .max(categoryNameMaxLength, messages.categories.nameTooLong);

export const categoryBodySchema = z.object({ title: categoryNameSchema });
export type CategoryBody = z.infer<typeof categoryBodySchema>;

/**
 * The whole rule with the other categories: "case-insensitive duplicate 'Category with this name
 * already exists'". `editingId` is the category being renamed (its own name is no duplicate).
 */
export function categoryNameError(
  name: string,
  existing: readonly { _id: string; title: string }[],
  editingId: string | null = null,
): string | null {
  const parsed = categoryNameSchema.safeParse(name);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? messages.categories.nameRequired;
  const wanted = parsed.data.toLocaleLowerCase();
  const duplicate = existing.some(
    (category) => category._id !== editingId && category.title.trim().toLocaleLowerCase() === wanted,
  );
  return duplicate ? messages.categories.duplicate : null;
}

/** "Unchanged name just closes the modal." */
export function isCategoryNameUnchanged(name: string, current: string): boolean {
  return name.trim() === current.trim();
}

/** The dropdown: "titles cut at 20 characters; counts above 999 shown as 999+". */
export const categoryTitleDisplayLength = 20;

export function categoryTitleLabel(title: string): string {
  return title.length > categoryTitleDisplayLength ? title.slice(0, categoryTitleDisplayLength) : title;
}

export function categoryCountLabel(count: number): string {
  return count > 999 ? '999+' : String(count);
}

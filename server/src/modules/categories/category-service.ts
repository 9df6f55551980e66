import {
  canEditCalendar,
  canManageCategories,
  categoryNameError,
  isCategoryNameUnchanged,
  messages,
  type CategoryView,
} from '@kairos/core';
import type { Database, Executor } from '../../db/database';
import { forbidden, notFound, validationFailed } from '../../errors/app-error';
import { assertCalendarAccess } from '../calendars/calendar-access';
import type { AuthContext } from '../session/auth-context';
import * as repository from './category-repository';

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

/** Section 6: "Adding a category and deleting a category need a permission ... a 403 shows a permission message". */
async function assertMayManage(db: Executor, auth: AuthContext, calendarId: string) {
  await assertCalendarAccess(db, auth, calendarId, 'view');
  if (!canManageCategories(auth) || !canEditCalendar(auth, calendarId)) {
    throw forbidden(messages.calendars.contactAdminTooltip);
  }
}

export function createCategoryService(deps: { db: Database }) {
  const { db } = deps;

  async function loadVisible(auth: AuthContext, categoryId: string) {
    const category = await repository.findCategory(db, categoryId);
    if (!category) throw notFound();
    await assertCalendarAccess(db, auth, category.calendarId, 'view');
    return category;
  }

  /** The name rule of section 5 against the calendar's other categories; 422 with its message. */
  async function assertName(calendarId: string, title: string, editingId: string | null) {
    const existing = await repository.listCategories(db, calendarId);
    const error = categoryNameError(
      title,
      existing.map((category) => ({ _id: category.id, title: category.title })),
      editingId,
    );
    if (error) throw validationFailed('body.title', error);
  }

  const duplicate = () => validationFailed('body.title', messages.categories.duplicate);

  async function list(auth: AuthContext, calendarId: string): Promise<CategoryView[]> {
    await assertCalendarAccess(db, auth, calendarId, 'view');
    const rows = await repository.listCategories(db, calendarId);
    return rows.map((row) => ({ _id: row.id, title: row.title, count: row.count }));
  }

  async function create(auth: AuthContext, calendarId: string, title: string): Promise<CategoryView> {
    await assertMayManage(db, auth, calendarId);
    await assertName(calendarId, title, null);
    try {
      const row = await repository.insertCategory(db, calendarId, title.trim());
      return { _id: row.id, title: row.title, count: 0 };
    } catch (error) {
      // Two adds of one name at once: the unique index decides.
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  async function rename(auth: AuthContext, categoryId: string, title: string): Promise<CategoryView> {
    const category = await loadVisible(auth, categoryId);
    await assertMayManage(db, auth, category.calendarId);
    if (!isCategoryNameUnchanged(title, category.title)) {
      await assertName(category.calendarId, title, category.id);
      try {
        await repository.renameCategory(db, category.id, title.trim());
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
    }
    const renamed = await repository.findCategory(db, category.id);
    return {
      _id: category.id,
      title: renamed?.title ?? category.title,
      count: await repository.countCategory(db, category.id),
    };
  }

  async function remove(auth: AuthContext, categoryId: string): Promise<void> {
    const category = await loadVisible(auth, categoryId);
    await assertMayManage(db, auth, category.calendarId);
    await db.transaction((tx) => repository.deleteCategoryWithPosts(tx, category.id));
  }

  return { list, create, rename, remove };
}

export type CategoryService = ReturnType<typeof createCategoryService>;

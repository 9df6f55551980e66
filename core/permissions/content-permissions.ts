import { type Actor } from './roles';

/**
 * Section 6: "two admin-or-editor checks for content-editing actions" and "Adding a category and
 * deleting a category need a permission". Viewers only look.
 */
export function canEditContent(actor: Pick<Actor, 'role'>): boolean {
  return actor.role !== 'viewer';
}

export function canManageCategories(actor: Pick<Actor, 'role'>): boolean {
  return canEditContent(actor);
}

/** "Custom video thumbnail works only for a verified YouTube account." */
export function canUseCustomVideoThumbnail(account: { socialMedia: string; verified: boolean }): boolean {
  return account.socialMedia === 'youtube' && account.verified;
}

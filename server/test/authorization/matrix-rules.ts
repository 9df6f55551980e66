import type { MatrixActor, MatrixWorld } from './matrix-world';

/**
 * Who may do what, by spec section 6 and core/permissions (see `expectedOutcome`):
 * - public: the same answer with any session or none;
 * - session: any signed-in user (on their own data);
 * - view / edit: calendar A's content (canViewCalendar / canEditCalendar);
 * - editCalendar: renaming calendar A (canEditCalendarDetails, section 6's edit check);
 * - removeCalendar: removing calendar A (canAddOrRemoveCalendars, section 6's add/remove check);
 * - createCalendar, manageTeam: the caller's own team (canAddOrRemoveCalendars / canManageTeam);
 * - changeMember: a member of the owner's team (canManageTeam, then the team);
 * - starter / recipient: only the user who started the connect attempt / got the notification;
 * - billing: the owner of a team, who alone sees the upgrade page (canSeeUpgrade).
 */
export type Rule =
  | 'public'
  | 'session'
  | 'view'
  | 'edit'
  | 'editCalendar'
  | 'removeCalendar'
  | 'createCalendar'
  | 'manageTeam'
  | 'changeMember'
  | 'starter'
  | 'recipient'
  | 'billing';

export interface MatrixRequest {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixEntry {
  rule: Rule;
  request(world: MatrixWorld): MatrixRequest | Promise<MatrixRequest>;
  /** What a caller who passes the checks gets, when it is not a 2xx (a rule of the product after them). */
  allowedStatus?: number;
  /** The session to send instead of the actor's own (logging out takes a session of its own). */
  token?(world: MatrixWorld, actor: MatrixActor): Promise<string | null>;
}

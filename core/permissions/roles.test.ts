import { describe, expect, it } from 'vitest';
import {
  canAddOrRemoveCalendars,
  canEditCalendar,
  canEditCalendarDetails,
  canManageTeam,
  canSeeUpgrade,
  canViewCalendar,
  visibleCalendarIds,
  type Actor,
} from './roles';

const granted = 'calendar-granted';
const other = 'calendar-other';
const actor = (role: Actor['role'], calendars: string[] = []): Actor => ({ role, access: { calendars } });

// Spec section 6: "Calendar access: viewer never; admin or no role always; others only if the
// calendar is in access.calendars." Issue: "viewer never edits".
describe('calendar access by role', () => {
  it.each([
    ['owner (no role)', actor(null), true, true, true, true],
    ['admin', actor('admin'), true, true, true, true],
    ['editor with access', actor('editor', [granted]), true, false, true, false],
    ['editor without access', actor('editor'), false, false, false, false],
    ['viewer with access', actor('viewer', [granted]), true, false, false, false],
    ['viewer without access', actor('viewer'), false, false, false, false],
  ])(
    '%s: view granted %s, view other %s, edit granted %s, edit other %s',
    (_who, who, viewGranted, viewOther, editGranted, editOther) => {
      expect(canViewCalendar(who, granted)).toBe(viewGranted);
      expect(canViewCalendar(who, other)).toBe(viewOther);
      expect(canEditCalendar(who, granted)).toBe(editGranted);
      expect(canEditCalendar(who, other)).toBe(editOther);
    },
  );
});

// Section 6: "Calendar editing and adding/removing use two separate checks (exact rules not shown)".
describe('the two calendar checks', () => {
  it.each([
    ['owner (no role)', actor(null), true, true, true],
    ['admin', actor('admin'), true, true, true],
    ['editor with access', actor('editor', [granted]), false, true, false],
    ['editor without access', actor('editor'), false, false, false],
    ['viewer with access', actor('viewer', [granted]), false, false, false],
  ])(
    '%s: add or remove %s, edit granted %s, edit other %s',
    (_who, who, addOrRemove, editGranted, editOther) => {
      expect(canAddOrRemoveCalendars(who)).toBe(addOrRemove);
      expect(canEditCalendarDetails(who, granted)).toBe(editGranted);
      expect(canEditCalendarDetails(who, other)).toBe(editOther);
    },
  );
});

describe('admin-level checks', () => {
  it.each([
    [null, true, true, true],
    ['admin', true, true, false],
    ['editor', false, false, false],
    ['viewer', false, false, false],
  ] as const)(
    'role %s: add or remove calendars %s, manage team %s, sees upgrade %s',
    (role, calendars, team, upgrade) => {
      expect(canAddOrRemoveCalendars(actor(role))).toBe(calendars);
      expect(canManageTeam(actor(role))).toBe(team);
      // "Team members (with teamId) do not see upgrade-profile or the deal button."
      expect(canSeeUpgrade(actor(role))).toBe(upgrade);
    },
  );
});

describe('visibleCalendarIds', () => {
  it('keeps the team order and only what the actor may see', () => {
    expect(visibleCalendarIds(actor('editor', [other]), [granted, other])).toEqual([other]);
    expect(visibleCalendarIds(actor('admin'), [granted, other])).toEqual([granted, other]);
  });
});

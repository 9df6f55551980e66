import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { postBodySchema } from './post-schema';

const minimal = {
  message: 'Hello',
  calendarId: '4b0c3a52-8c55-4a6e-9a3c-2f4f0d1e7a10',
  timing: { mode: 'now' },
};

describe('postBodySchema', () => {
  it('fills the defaults of a minimal body', () => {
    expect(postBodySchema.parse(minimal)).toMatchObject({
      accountIds: [],
      draft: false,
      images: [],
      video: null,
      callToAction: null,
      saveToLibrary: null,
      confirmed: [],
    });
  });

  // "Default YouTube visibility private on save".
  it('saves a video as private on YouTube unless told otherwise', () => {
    const video = { url: 'v.mp4', duration: 10, videoWidth: 1080, videoHeight: 1920, size: 1000 };
    expect(postBodySchema.parse({ ...minimal, video }).video?.typeOfPostYoutube).toBe('private');
  });

  // "Blocking and override": the user may retry with the rules overridden.
  it('carries the compliance overrides', () => {
    const body = postBodySchema.parse({ ...minimal, complianceEngineRules: { ignoreComplianceCheck: true } });
    expect(body.complianceEngineRules).toEqual({
      ignoreCampaignCheck: false,
      ignoreComplianceCheck: true,
      fixCampaignConflicts: false,
    });
  });

  it.each([
    ['a slot off the 15-minute grid', { mode: 'schedule', date: '2026-06-10', time: '10:07' }],
    ['a date in another format', { mode: 'schedule', date: '10/06/2026', time: '10:00' }],
    ['an unknown mode', { mode: 'later' }],
  ])('refuses %s', (_case, timing) => {
    expect(postBodySchema.safeParse({ ...minimal, timing }).success).toBe(false);
  });

  it('refuses an unknown confirmation', () => {
    expect(postBodySchema.safeParse({ ...minimal, confirmed: ['everything'] }).success).toBe(false);
  });

  // Found by probing: ids that are not UUIDs, and a far or impossible day, reached the database.
  it.each([
    [
      'a calendar id that is not a UUID',
      { calendarId: 'calendar-1' },
      'calendarId',
      messages.validation.invalidId,
    ],
    [
      'an account id that is not a UUID',
      { accountIds: ["1' or '1'='1"] },
      'accountIds.0',
      messages.validation.invalidId,
    ],
    [
      'a media id that is not a UUID',
      { images: [{ url: 'https://a.example/x.png', mediaId: 'x' }] },
      'images.0.mediaId',
      messages.validation.invalidId,
    ],
    ['a NUL in the message', { message: 'Hello\u0000' }, 'message', messages.validation.controlCharacters],
    [
      'a schedule day in 9999',
      { timing: { mode: 'schedule', date: '9999-12-31', time: '09:00' } },
      'timing.date',
      messages.validation.dateOutOfRange,
    ],
    [
      'February 30th',
      { timing: { mode: 'schedule', date: '2027-02-30', time: '09:00' } },
      'timing.date',
      messages.validation.invalidDate,
    ],
  ])('refuses %s', (_case, overrides, path, message) => {
    const result = postBodySchema.safeParse({ ...minimal, ...overrides });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      path,
      message,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { postBodySchema } from './post-schema';

const minimal = { message: 'Hello', calendarId: 'calendar-1', timing: { mode: 'now' } };

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
});

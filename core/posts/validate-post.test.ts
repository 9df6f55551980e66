import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { limitsOfPlan } from '../plans/limits';
import { isPostAccepted, pendingConfirmations } from './validate-post';
import { account, confirmationsOf, errorsOf, image, now, post, validate } from './test-support/post-fixtures';

const facebookPage = account('facebook', 'page');

// Spec section 5, "Composer (posts)": the rules of the whole post.
describe('validatePost: the whole post', () => {
  it.each([
    ['an empty message', post({ message: '  ' }), [facebookPage], [messages.composer.messageRequired]],
    ['no account', post(), [], [messages.composer.accountRequired]],
    ['a draft with no account', post({ draft: true }), [], []],
    ['an empty draft message', post({ draft: true, message: '' }), [], [messages.composer.messageRequired]],
    [
      'a schedule without an hour',
      post({ timing: { mode: 'schedule', date: '2026-06-11', time: null } }),
      [facebookPage],
      [messages.composer.hourRequired],
    ],
    [
      'a schedule without a date',
      post({ timing: { mode: 'schedule', date: null, time: '10:00' } }),
      [facebookPage],
      [messages.composer.dateRequired],
    ],
    [
      'a schedule in the past of the user zone',
      post({ timing: { mode: 'schedule', date: '2026-06-10', time: '13:45' } }),
      [facebookPage],
      [messages.composer.futureTimeRequired],
    ],
    [
      'a schedule in the future of the user zone',
      post({ timing: { mode: 'schedule', date: '2026-06-10', time: '14:15' } }),
      [facebookPage],
      [],
    ],
    [
      'a pdf without WhatsApp',
      post({ pdf: { url: 'https://cdn.example.com/a.pdf' } }),
      [facebookPage],
      [messages.composer.pdfNeedsWhatsApp],
    ],
    [
      'a pdf with WhatsApp',
      post({ pdf: { url: 'https://cdn.example.com/a.pdf' } }),
      [account('whatsapp', 'group')],
      [],
    ],
    [
      'audio without an Alexa device',
      post({ audio: { url: 'https://cdn.example.com/a.mp3' }, images: [] }),
      [facebookPage],
      [messages.composer.audioNeedsAlexa],
    ],
    [
      'audio with an Alexa device',
      post({ audio: { url: 'https://cdn.example.com/a.mp3' } }),
      [account('alexaDevice')],
      [],
    ],
    [
      'save to library without a category',
      post({ saveToLibrary: { categoryId: null } }),
      [facebookPage],
      [messages.composer.libraryCategoryRequired],
    ],
    [
      'save to library with a category',
      post({ saveToLibrary: { categoryId: '6f1c2b9e-3d4a-4c5b-8e7f-9a0b1c2d3e4f' } }),
      [facebookPage],
      [],
    ],
  ])('%s', (_case, body, accounts, errors) => {
    expect(errorsOf(validate(body, accounts))).toEqual(errors);
  });
});

// Spec section 4, "Composer flow": warning dialogs the user confirms with "Post anyway".
describe('validatePost: confirmations', () => {
  it.each([
    ['no media', post({ images: [] }), [facebookPage], {}, ['noMedia']],
    ['a Facebook group', post(), [account('facebook', 'group')], {}, ['facebookGroup']],
    // Decision 0059: 2 to 5 images are one multi-image pin, nothing to confirm.
    [
      'Pinterest with several images',
      post({ images: [image, image] }),
      [account('pinterest', 'board')],
      {},
      [],
    ],
    [
      'Twitter at its daily limit',
      post(),
      [account('twitter', 'personal')],
      { postsToday: () => 50 },
      ['twitterDailyLimit'],
    ],
    ['Twitter under its daily limit', post(), [account('twitter', 'personal')], { postsToday: () => 49 }, []],
    ['a draft without media', post({ draft: true, images: [] }), [], {}, []],
  ])('%s', (_case, body, accounts, context, kinds) => {
    const findings = validate(body, accounts, context);
    expect(findings.errors).toEqual([]);
    expect(confirmationsOf(findings)).toEqual(kinds);
  });

  it('the Twitter limit follows the plan', () => {
    const findings = validate(post(), [account('twitter', 'personal')], {
      limits: limitsOfPlan('basicnew'),
      postsToday: () => 10,
    });
    expect(findings.confirmations).toEqual([
      {
        kind: 'twitterDailyLimit',
        message: messages.confirmations.twitterDailyLimit(10),
        socialMedia: 'twitter',
      },
    ]);
  });

  it('accepts a post once every warning is confirmed', () => {
    const findings = validate(post({ images: [] }), [account('facebook', 'group')]);
    expect(isPostAccepted(findings, [])).toBe(false);
    expect(pendingConfirmations(findings, ['noMedia']).map((c) => c.kind)).toEqual(['facebookGroup']);
    expect(isPostAccepted(findings, ['noMedia', 'facebookGroup'])).toBe(true);
  });

  it('never accepts a post with an error, whatever is confirmed', () => {
    const findings = validate(post({ message: '' }), [facebookPage]);
    expect(isPostAccepted(findings, ['noMedia'])).toBe(false);
  });

  it('uses the clock it is given', () => {
    const body = post({ timing: { mode: 'schedule', date: '2026-06-10', time: '14:15' } });
    const later = new Date(now.getTime() + 3_600_000);
    expect(errorsOf(validate(body, [facebookPage], { now: later }))).toEqual([
      messages.composer.futureTimeRequired,
    ]);
  });
});

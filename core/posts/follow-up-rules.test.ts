import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { networkTable } from '../networks/network-table';
import { type PostAccount } from '../networks/network-rules';
import { limitsOfPlan } from '../plans/limits';
import { networkFindings } from './network-findings';
import { postContentSchema, readPostContent } from './post-content-schema';
import {
  maxFirstCommentLength,
  maxThreadReplies,
  postBodySchema,
  type PostBody,
  type ThreadReply,
} from './post-schema';
import { account, confirmationsOf, errorsOf, gif, image, post, validate } from './test-support/post-fixtures';

const rules = messages.networkRules;
const reply = (message: string, images: ThreadReply['images'] = []): ThreadReply => ({ message, images });
const thread = (...replies: ThreadReply[]) => post({ thread: replies });
const withComment = (firstComment: string) => post({ firstComment });
const family = '👨‍👩‍👧‍👦';
const mastodonAt = (textLimit: number): PostAccount => ({ ...account('mastodon', 'personal'), textLimit });

// Issue 16: "a post can carry follow-up parts, each validated by the network's rules".
describe('a thread: each later part under the rules of a post on its network', () => {
  it.each<[string, PostBody, PostAccount[], string[]]>([
    ['X takes 280 weighted characters a part', thread(reply('a'.repeat(280))), [account('twitter')], []],
    [
      'X refuses 281 in part 2',
      thread(reply('ok'), reply('a'.repeat(281))),
      [account('twitter')],
      [rules.threadPart(3, messages.composer.textTooLong('Twitter', 280))],
    ],
    [
      'X counts a link as 23',
      thread(reply(`${'a'.repeat(256)} https://example.com/${'x'.repeat(100)}`)),
      [account('twitter')],
      [],
    ],
    ['Bluesky takes 300 graphemes', thread(reply(family.repeat(300))), [account('bluesky')], []],
    [
      'Bluesky refuses 301',
      thread(reply('a'.repeat(301))),
      [account('bluesky')],
      [rules.threadPart(2, messages.composer.textTooLong('Bluesky', 300))],
    ],
    ['Threads takes 500', thread(reply('a'.repeat(500))), [account('threads')], []],
    [
      'Threads refuses a GIF in a reply',
      thread(reply('gif', [gif])),
      [account('threads')],
      [rules.threadPart(2, rules.gifRejected('Threads'))],
    ],
    [
      "a Mastodon server's own limit counts for every part",
      thread(reply('a'.repeat(600))),
      [mastodonAt(1000)],
      [],
    ],
    [
      'a smaller Mastodon server refuses a long reply',
      thread(reply('a'.repeat(600))),
      [mastodonAt(500)],
      [rules.threadPart(2, messages.composer.textTooLong('Mastodon', 500))],
    ],
    [
      'X takes at most 4 images a part',
      thread(reply('five', [image, image, image, image, image])),
      [account('twitter')],
      [rules.threadPart(2, rules.tooManyImages('Twitter', 4))],
    ],
    [
      "X refuses a reply image's alt text over 1,000",
      thread(reply('described', [{ ...image, alt: 'a'.repeat(1001) }])),
      [account('twitter')],
      [rules.threadPart(2, rules.altTextTooLong('Twitter', 1000))],
    ],
    [
      'a network that does not thread says nothing of it',
      thread(reply('a'.repeat(9000))),
      [account('facebook', 'page')],
      [],
    ],
  ])('%s', (_case, body, accounts, errors) => {
    expect(errorsOf(validate(body, accounts))).toEqual(errors);
  });

  it('refuses an empty part, whatever the networks, but keeps it in a draft', () => {
    const body = thread(reply('two'), reply('  '), reply('', [image]));
    expect(errorsOf(validate(body, [account('facebook', 'page')]))).toEqual([rules.threadReplyEmpty(3)]);
    expect(errorsOf(validate({ ...body, draft: true }, []))).toEqual([]);
  });

  it("keeps to a network's own count of replies where it sets one", () => {
    const counted = { ...networkTable.bluesky, thread: { maxReplies: 2 } };
    const input = {
      accounts: [account('bluesky')],
      limits: limitsOfPlan('businessnew'),
      postsToday: () => 0,
    };
    const three = thread(reply('a'), reply('b'), reply('c'));
    expect(errorsOf(networkFindings(counted, { ...input, post: three }))).toEqual([
      rules.threadTooLong('Bluesky', 3),
    ]);
    expect(errorsOf(networkFindings(counted, { ...input, post: thread(reply('a'), reply('b')) }))).toEqual(
      [],
    );
  });
});

describe('a first comment: its length on each network, and who may post it', () => {
  it.each<[string, string, PostAccount, string[]]>([
    ['Facebook takes 8,000', 'a'.repeat(8000), account('facebook', 'page'), []],
    [
      'Facebook refuses 8,001',
      'a'.repeat(8001),
      account('facebook', 'page'),
      [rules.firstCommentTooLong('Facebook', 8000)],
    ],
    ['Instagram Business takes 2,200', 'a'.repeat(2200), account('instagram-business', 'business'), []],
    [
      'Instagram Business refuses 2,201',
      'a'.repeat(2201),
      account('instagram-business', 'business'),
      [rules.firstCommentTooLong('Instagram Business', 2200)],
    ],
    ['LinkedIn takes 1,250', 'a'.repeat(1250), account('linkedin', 'personal'), []],
    [
      'LinkedIn refuses 1,251',
      'a'.repeat(1251),
      account('linkedin', 'page'),
      [rules.firstCommentTooLong('LinkedIn', 1250)],
    ],
    ['a network without first comments says nothing of it', 'a'.repeat(5000), account('twitter'), []],
    [
      'a YouTube channel connected without the comment scope must be reconnected',
      'Chapters below',
      { ...account('youtube', 'channel'), name: 'Beans TV', commentsAllowed: false },
      [rules.commentScope('Beans TV')],
    ],
    [
      "YouTube takes 10,000 (the schema's bound refuses more)",
      'a'.repeat(10_000),
      { ...account('youtube', 'channel'), commentsAllowed: true },
      [],
    ],
    [
      'a blank comment is no comment',
      '   ',
      { ...account('youtube', 'channel'), commentsAllowed: false },
      [],
    ],
  ])('%s', (_case, comment, selected, errors) => {
    const body = post({
      firstComment: comment,
      ...(selected.socialMedia === 'youtube'
        ? {
            images: [],
            video: { url: 'v.mp4', duration: 30, videoWidth: 1920, videoHeight: 1080, size: 1 },
            postTitle: 'T',
          }
        : {}),
    });
    expect(errorsOf(validate(body, [selected]))).toEqual(errors);
  });

  it('refuses a first comment on an Instagram story', () => {
    const ig = account('instagram-business', 'business', 'ig-1');
    const story = post({
      firstComment: 'Link in bio',
      accountsMetadata: [{ accountId: 'ig-1', autoStory: true }],
    });
    expect(errorsOf(validate(story, [ig]))).toEqual([rules.instagramStoryComment]);
  });

  it('asks before posting to Facebook groups and profiles, which get the post without it', () => {
    const group = account('facebook', 'group');
    expect(confirmationsOf(validate(withComment('First!'), [account('facebook', 'page'), group]))).toContain(
      'facebookFirstComment',
    );
    expect(confirmationsOf(validate(withComment('First!'), [account('facebook', 'page')]))).not.toContain(
      'facebookFirstComment',
    );
    expect(confirmationsOf(validate(withComment(''), [group]))).not.toContain('facebookFirstComment');
  });
});

describe('the follow-up parts as stored', () => {
  const base = { message: 'Hi', calendarId: '4b0c3a52-8c55-4a6e-9a3c-2f4f0d1e7a10', timing: { mode: 'now' } };

  it(`takes ${maxThreadReplies} replies and a comment of ${maxFirstCommentLength} characters, no more`, () => {
    const replies = (count: number) => Array.from({ length: count }, (_, index) => ({ message: `${index}` }));
    expect(postBodySchema.safeParse({ ...base, thread: replies(maxThreadReplies) }).success).toBe(true);
    expect(postBodySchema.safeParse({ ...base, thread: replies(maxThreadReplies + 1) }).success).toBe(false);
    const comment = (length: number) => ({ ...base, firstComment: 'a'.repeat(length) });
    expect(postBodySchema.safeParse(comment(maxFirstCommentLength)).success).toBe(true);
    expect(postBodySchema.safeParse(comment(maxFirstCommentLength + 1)).success).toBe(false);
  });

  it('refuses control characters in a reply and in a comment', () => {
    expect(postBodySchema.safeParse({ ...base, thread: [{ message: 'a\u0000b' }] }).success).toBe(false);
    expect(postBodySchema.safeParse({ ...base, firstComment: 'a\u000bb' }).success).toBe(false);
  });

  it('keeps them with the content, and reads a row from before them as none', () => {
    const stored = postContentSchema.parse({
      thread: [{ message: 'Two', images: [image] }],
      firstComment: 'Hi',
    });
    expect(readPostContent(JSON.parse(JSON.stringify(stored))).value).toMatchObject({
      thread: [{ message: 'Two', images: [image] }],
      firstComment: 'Hi',
    });
    expect(readPostContent({}).value).toMatchObject({ thread: [], firstComment: '' });
  });
});

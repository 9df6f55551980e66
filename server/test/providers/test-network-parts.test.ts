import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Provider, PublishResult, TokenSet } from '../../src/providers/provider';
import { startTestNetwork, type TestNetworkServer } from '../../src/providers/test-network/server';
import { createTestNetworkProvider } from '../../src/providers/test-network/provider';
import { failure, publishRequest } from './provider-helpers';

let fake: TestNetworkServer;
let provider: Provider;
let tokens: TokenSet;
const account = { externalId: 'u_1', type: 'personal', metadata: {} };

beforeAll(async () => {
  fake = await startTestNetwork();
  provider = createTestNetworkProvider({ baseUrl: fake.url, timeoutMs: 1000 });
  const issued = await fake.issueTokens('u_1');
  tokens = { accessToken: issued.accessToken, refreshToken: issued.refreshToken, expiresAt: null };
});
afterAll(async () => {
  await fake.close();
});
afterEach(async () => {
  await fake.reset();
});

const post = (message: string, key: string) =>
  provider.publish(publishRequest(tokens, { message }, account, key));
const reply = (message: string, key: string, root: PublishResult, parent: PublishResult) =>
  provider.reply!({
    ...publishRequest(tokens, { message }, account, key),
    replyTo: { index: 1, root, parent },
  });
const comment = (message: string, key: string, on: PublishResult) =>
  provider.comment!({ idempotencyKey: key, sendAt: new Date(), account, tokens, post: on, message });

// Issue 16: "The test network (in src/, a product feature) must support threads and first comments".
describe('test network: threads and first comments', () => {
  it('chains replies by reply_to_id and puts a comment under the post', async () => {
    const first = await post('One', 'k');
    const second = await reply('Two', 'k:1', first, first);
    await reply('Three', 'k:2', first, second);
    const commented = await comment('Below', 'k:comment', first);
    expect(commented.url).toBe(`${first.url}#${commented.externalId}`);
    const posts = await fake.posts();
    expect(posts.map((sent) => [sent.text, sent.replyToId])).toEqual([
      ['One', null],
      ['Two', first.externalId],
      ['Three', second.externalId],
    ]);
    expect((await fake.comments()).map((sent) => [sent.text, sent.postId])).toEqual([
      ['Below', first.externalId],
    ]);
  });

  it('answers a repeated key with the first reply or comment, and finds each by its key', async () => {
    const first = await post('One', 'k');
    const second = await reply('Two', 'k:1', first, first);
    expect(await reply('Two', 'k:1', first, first)).toEqual(second);
    const commented = await comment('Below', 'k:comment', first);
    expect(await comment('Below', 'k:comment', first)).toEqual(commented);
    expect((await fake.stats()).commentsByKey).toEqual({ 'k:comment': 1 });
    const request = { idempotencyKey: 'k:1', sendAt: new Date(), account, tokens };
    expect(await provider.lookup!({ ...request, replyTo: { index: 1, root: first, parent: first } })).toEqual(
      second,
    );
    const lookupComment = (key: string) =>
      provider.lookupComment!({
        idempotencyKey: key,
        sendAt: new Date(),
        account,
        tokens,
        post: first,
        message: 'Below',
      });
    expect(await lookupComment('k:comment')).toEqual(commented);
    expect(await lookupComment('k:other')).toBeNull();
  });

  it('refuses a reply to a post it does not have, an empty comment, and a comment under nothing', async () => {
    const first = await post('One', 'k');
    const nowhere = { externalId: 'post_999', url: null };
    expect((await failure(reply('Two', 'k:1', first, nowhere))).message).toBe(
      'reply_to_id must name a post on the network',
    );
    expect((await failure(comment('  ', 'k:c', first))).kind).toBe('bad_content');
    expect((await failure(comment('Below', 'k:c', nowhere))).kind).toBe('bad_content');
    expect((await fake.comments()).length).toBe(0);
  });

  it('loses the answer of a comment it created: unconfirmed, and the lookup finds it', async () => {
    const first = await post('One', 'k');
    await fake.script([{ dropAfterReceive: true }], 'POST /v1/posts/:id/comments');
    expect((await failure(comment('Below', 'k:comment', first))).kind).toBe('unconfirmed');
    const found = await provider.lookupComment!({
      idempotencyKey: 'k:comment',
      sendAt: new Date(),
      account,
      tokens,
      post: first,
      message: 'Below',
    });
    expect(found?.externalId).toBe((await fake.comments())[0]?.id);
  });

  it('shows a post with its thread, alt texts and comments on its page', async () => {
    const first = await provider.publish(
      publishRequest(
        tokens,
        { message: 'One <b>', images: [{ url: 'https://cdn.example.com/a.jpg', alt: 'Beans' }] },
        account,
        'k',
      ),
    );
    const second = await reply('Two', 'k:1', first, first);
    await reply('Three', 'k:2', first, second);
    await comment('Below', 'k:comment', first);
    const page = await fetch(first.url!);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('One &#60;b&#62;');
    expect(html).toContain('alt="Beans"');
    expect(html.match(/<article/g)).toHaveLength(3);
    expect(html).toContain('Part 3 of 3');
    expect(html).toContain('Comments (1)');
    expect((await fetch(`${fake.url}/posts/post_999`)).status).toBe(404);
  });
});

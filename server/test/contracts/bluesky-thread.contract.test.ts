import { AppBskyFeedPost, lexicons } from '@atproto/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeOfRecordKey } from '../../src/providers/bluesky/bluesky-record-key';
import type { PublishResult } from '../../src/providers/provider';
import { startFakeBluesky, type FakeBluesky } from '../fakes/bluesky/fake-server';
import { blueskyProviderOn } from '../providers/fake-network-providers';
import { publishRequest } from '../providers/provider-helpers';

/**
 * A Bluesky thread against the official lexicons (@atproto/api ships them): each reply record must be
 * a valid app.bsky.feed.post whose `reply` names the thread's root and its parent by strong reference
 * (com.atproto.repo.strongRef: the record's at:// URI and the CID the PDS answered for it).
 */
let fake: FakeBluesky;
beforeAll(async () => {
  fake = await startFakeBluesky();
});
afterAll(async () => {
  await fake.close();
});

describe('Bluesky replies follow app.bsky.feed.post#replyRef', () => {
  it('names the root and the parent by the URI and CID each was created with', async () => {
    const provider = blueskyProviderOn(fake);
    const { tokens, accounts } = await provider.connectWithCredentials!({
      identifier: fake.user.handle,
      password: fake.appPassword,
    });
    const account = {
      externalId: accounts[0]!.externalId,
      type: 'personal',
      metadata: accounts[0]!.metadata ?? {},
    };
    const sendAt = new Date('2026-06-10T12:00:00Z');
    const part = (
      message: string,
      key: string,
      replyTo?: { index: number; root: PublishResult; parent: PublishResult },
    ) => {
      const request = { ...publishRequest(tokens, { message }, account, key), sendAt };
      return replyTo ? provider.reply!({ ...request, replyTo }) : provider.publish(request);
    };
    const first = await part('One', 't');
    const second = await part('Two', 't:1', { index: 1, root: first, parent: first });
    const third = await part('Three', 't:2', { index: 2, root: first, parent: second });
    const [, two, three] = fake.records;
    const ref = (result: PublishResult) => ({
      uri: `at://${fake.user.did}/app.bsky.feed.post/${result.externalId}`,
      cid: fake.records.find((record) => record.rkey === result.externalId)!.cid,
    });
    for (const record of [two!, three!]) {
      expect(AppBskyFeedPost.isRecord(record.record)).toBe(true);
      expect(() => lexicons.assertValidRecord('app.bsky.feed.post', record.record)).not.toThrow();
    }
    expect(two!.record.reply).toEqual({ root: ref(first), parent: ref(first) });
    expect(three!.record.reply).toEqual({ root: ref(first), parent: ref(second) });
    expect([first, second, third].map((result) => result.reference)).toEqual(
      fake.records.map((record) => record.cid),
    );
    // Record keys are TIDs a millisecond apart, so the repo orders the thread as it was written.
    expect([first, second, third].map((result) => timeOfRecordKey(result.externalId).getTime())).toEqual([
      sendAt.getTime(),
      sendAt.getTime() + 1,
      sendAt.getTime() + 2,
    ]);
    // A lost answer is found again with its CID, which the next reply needs.
    const found = await provider.lookup!({
      idempotencyKey: 't:2',
      sendAt,
      account,
      tokens,
      replyTo: { index: 2, root: first, parent: second },
    });
    expect(found).toEqual(third);
  });
});

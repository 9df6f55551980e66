import { createFacebookProvider } from '../../src/providers/facebook/facebook-provider';
import { createInstagramProvider } from '../../src/providers/instagram/instagram-provider';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';
import type { ConnectableAccount } from '../../src/providers/provider';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeMetaApp } from '../fakes/meta-graph/fake-server';
import type { FakeMeta } from '../fakes/meta-graph/fake-server';
import { media } from '../providers/media-host';
import { connectThroughOAuth, publishRequest } from '../providers/provider-helpers';

const bases = (fake: FakeMeta) => ({
  appId: fakeMetaApp.id,
  appSecret: fakeMetaApp.secret,
  graphBase: `${fake.url}/${metaGraphVersion}`,
  authBase: `${fake.url}/${metaGraphVersion}`,
  timeoutMs: 2000,
});
const target = (account: ConnectableAccount) => ({
  externalId: account.externalId,
  type: account.type,
  metadata: account.metadata ?? {},
});

/**
 * Facebook's calls: connect, the pages, groups and profile, then every kind of page and group post
 * (one with a first comment); `again` posts once more with the same page token.
 */
export async function facebookFlow(fake: FakeMeta, host: FakeHttp) {
  const facebook = createFacebookProvider({ ...bases(fake), groups: true });
  const userTokens = await connectThroughOAuth(facebook);
  const accounts = await facebook.listConnectable(userTokens);
  const page = accounts.find((account) => account.name === 'Kairos Coffee')!;
  const group = accounts.find((account) => account.type === 'group')!;
  const post = (account: ConnectableAccount, content: Parameters<typeof publishRequest>[1]) =>
    // A page posts with its own token, a group with the user's.
    facebook.publish(publishRequest(account.tokens ?? userTokens, content, target(account)));
  const hello = await post(page, { message: 'Hello from the page' });
  // Its first comment, as the page; then found again, as a lost answer is.
  const comment = { idempotencyKey: 'c', sendAt: new Date(), account: target(page), tokens: page.tokens! };
  await facebook.comment!({ ...comment, post: hello, message: 'First!' });
  await facebook.lookupComment!({ ...comment, post: hello, message: 'First!' });
  await post(page, {
    message: 'Read more',
    callToAction: { actionType: 'LEARN_MORE', url: 'https://kairos.test/more' },
  });
  await post(page, { message: 'A photo', images: [media(host, '/b.jpg')] });
  await post(page, { message: 'Two photos', images: [media(host, '/b.jpg'), media(host, '/a.png')] });
  await post(page, {
    message: 'A clip',
    title: 'Clip',
    video: { ...media(host, '/d.mp4'), thumbnail: null },
  });
  await post(group, { message: 'Hello group' });
  // A Reel, a photo story and a video story on the page (issue 16).
  const vertical = { ...media(host, '/d.mp4'), width: 1080, height: 1920, duration: 20, thumbnail: null };
  await post(page, { message: 'A reel', video: vertical, options: { autoReel: true } });
  await post(page, { images: [media(host, '/b.jpg')], options: { autoStory: true } });
  await post(page, { video: vertical, options: { autoStory: true } });
  return {
    again: () => post(page, { message: 'Once more' }),
    metrics: () => {
      const request = { account: target(page), tokens: page.tokens! };
      return Promise.all([
        facebook.readMetrics!({ ...request, post: hello }),
        facebook.readFollowers!(request),
      ]);
    },
  };
}

/**
 * Instagram's calls: connect, the accounts, then an image with its first comment, a carousel, a reel
 * and a story.
 */
export async function instagramFlow(fake: FakeMeta, host: FakeHttp) {
  const instagram = createInstagramProvider({ ...bases(fake), polling: { pollMs: 5, maxPolls: 5 } });
  const [account] = await instagram.listConnectable(await connectThroughOAuth(instagram));
  const send = (content: Parameters<typeof publishRequest>[1]) =>
    instagram.publish(publishRequest(account!.tokens!, content, target(account!)));
  const video = { ...media(host, '/d.mp4'), width: 1080, height: 1920, thumbnail: null };
  const photo = await send({ message: 'A photo', images: [media(host, '/b.jpg')] });
  const comment = {
    idempotencyKey: 'c',
    sendAt: new Date(),
    account: target(account!),
    tokens: account!.tokens!,
  };
  await instagram.comment!({ ...comment, post: photo, message: 'Link in bio' });
  await instagram.lookupComment!({ ...comment, post: photo, message: 'Link in bio' });
  await send({
    message: 'Two',
    images: [media(host, '/b.jpg'), media(host, '/b.jpg')],
    options: { autoCarousel: true },
  });
  await send({ message: 'A reel', video, options: { autoReel: true } });
  await send({ images: [media(host, '/b.jpg')], options: { autoStory: true } });
  return { instagram, account: target(account!), tokens: account!.tokens!, photo };
}

import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { fakeXUser, type FakeTweet, type FakeX } from './fake-server';

/**
 * X's reads: GET /2/tweets/:id and GET /2/users/me with the fields asked for. The answers' shapes
 * are twitter-api-v2's TweetV2SingleResult and UserV2Result (checked in x-metrics.test.ts); a post
 * X cannot show is 200 with a "Not Found Error" and no data, as X's v2 "partial errors" are.
 */
export interface XTweetMetrics {
  retweet_count: number;
  reply_count: number;
  like_count: number;
  quote_count: number;
  bookmark_count: number;
  impression_count: number;
}

const tweetFields = new Set([
  'attachments',
  'author_id',
  'context_annotations',
  'conversation_id',
  'created_at',
  'edit_controls',
  'edit_history_tweet_ids',
  'entities',
  'geo',
  'id',
  'in_reply_to_user_id',
  'lang',
  'note_tweet',
  'possibly_sensitive',
  'public_metrics',
  'referenced_tweets',
  'reply_settings',
  'source',
  'text',
  'withheld',
]);
const userFields = new Set([
  'created_at',
  'description',
  'entities',
  'id',
  'location',
  'name',
  'pinned_tweet_id',
  'profile_image_url',
  'protected',
  'public_metrics',
  'url',
  'username',
  'verified',
  'withheld',
]);

/** The fields asked for, or X's 400 naming the first one it does not know. */
function fieldsOf(request: FakeHttpRequest, name: string, known: Set<string>): Set<string> | FakeAnswer {
  const asked = (request.query.get(name) ?? '').split(',').filter(Boolean);
  const unknown = asked.find((field) => !known.has(field));
  if (!unknown) return new Set(asked);
  return {
    status: 400,
    json: {
      errors: [
        {
          parameters: { [name]: [unknown] },
          message: `The \`${name}\` query parameter value [${unknown}] is not one of [${[...known].join(',')}]`,
        },
      ],
      title: 'Invalid Request',
      detail: 'One or more parameters to your request was invalid.',
      type: 'https://api.twitter.com/2/problems/invalid-request',
    },
  };
}

export const noMetrics: XTweetMetrics = {
  retweet_count: 0,
  reply_count: 0,
  like_count: 0,
  quote_count: 0,
  bookmark_count: 0,
  impression_count: 0,
};

export function tweetJson(tweet: FakeTweet, fields: Set<string>) {
  const data: { id: string; text: string; edit_history_tweet_ids: string[]; public_metrics?: XTweetMetrics } =
    { id: tweet.id, text: tweet.text, edit_history_tweet_ids: [tweet.id] };
  if (fields.has('public_metrics')) data.public_metrics = { ...noMetrics, ...tweet.metrics };
  return { data };
}

export const tweetNotFoundJson = (id: string) => ({
  errors: [
    {
      value: id,
      detail: `Could not find tweet with id: [${id}].`,
      title: 'Not Found Error',
      resource_type: 'tweet',
      parameter: 'id',
      resource_id: id,
      type: 'https://api.twitter.com/2/problems/resource-not-found',
    },
  ],
});

export function meJson(fake: FakeX, fields: Set<string>, origin: string) {
  const data: {
    id: string;
    name: string;
    username: string;
    profile_image_url?: string;
    public_metrics?: {
      followers_count: number;
      following_count: number;
      tweet_count: number;
      listed_count: number;
      like_count: number;
      media_count: number;
    };
  } = { ...fakeXUser };
  if (fields.has('profile_image_url')) data.profile_image_url = `${origin}/avatars/${fakeXUser.id}.svg`;
  if (fields.has('public_metrics'))
    data.public_metrics = {
      followers_count: fake.followers,
      following_count: 12,
      tweet_count: fake.tweets.length,
      listed_count: 0,
      like_count: 0,
      media_count: 0,
    };
  return { data };
}

/** GET /2/tweets/:id, within its own 15-minute window (x-rate-limit-reset in epoch seconds). */
export function lookupTweet(fake: FakeX, id: string, request: FakeHttpRequest): FakeAnswer {
  const window = fake.lookupLimit;
  const headers = {
    'x-rate-limit-limit': String(window.limit),
    'x-rate-limit-remaining': String(Math.max(window.remaining - 1, 0)),
    'x-rate-limit-reset': String(Math.ceil(window.resetAt / 1000)),
  };
  if (window.remaining <= 0)
    return {
      status: 429,
      json: { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
      headers,
    };
  window.remaining -= 1;
  const fields = fieldsOf(request, 'tweet.fields', tweetFields);
  if (!(fields instanceof Set)) return fields;
  const tweet = fake.tweets.find((candidate) => candidate.id === id && !candidate.deleted);
  return { status: 200, json: tweet ? tweetJson(tweet, fields) : tweetNotFoundJson(id), headers };
}

/** GET /2/users/me: the user with the fields asked for (id, name and username always). */
export function lookupMe(fake: FakeX, request: FakeHttpRequest, origin: string): FakeAnswer {
  const fields = fieldsOf(request, 'user.fields', userFields);
  if (!(fields instanceof Set)) return fields;
  return { status: 200, json: meJson(fake, fields, origin) };
}

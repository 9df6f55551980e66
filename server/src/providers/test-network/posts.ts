/** A post the fake network received and created (recorded even when its answer was dropped). */
export interface FakePost {
  id: string;
  url: string;
  /** The user or page it was posted as. */
  authorId: string;
  pageId: string | null;
  text: string;
  mediaUrls: string[];
  /** Each media's alt text, in the order of mediaUrls (null: none was sent). */
  mediaAltTexts: (string | null)[];
  /** The post it answers, for a reply of a thread; null for a post of its own. */
  replyToId: string | null;
  idempotencyKey: string | null;
  receivedAt: string;
  /** What people did with it so far: tests move these with advanceMetrics. */
  metrics: FakeMetrics;
}

export interface FakeMetrics {
  likes: number;
  reposts: number;
  replies: number;
  views: number;
}

/** A comment under a post (a first comment, issue 16). */
export interface FakeComment {
  id: string;
  postId: string;
  authorId: string;
  text: string;
  idempotencyKey: string | null;
  receivedAt: string;
}

export interface TestNetworkStats {
  /** Posts created in all. */
  posts: number;
  /** Posts created per idempotency key: more than 1 is a duplicate on the network. */
  postsByKey: Record<string, number>;
  /** POST /v1/posts requests per idempotency key, answered or not: how often it was sent. */
  requestsByKey: Record<string, number>;
  /** Comments created per idempotency key: more than 1 is a duplicate comment. */
  commentsByKey: Record<string, number>;
}

/** The fake's posts, with idempotency keys scoped to the author as real networks scope them. */
export function createPostStore(options: { now: () => number; baseUrl: () => string }) {
  let posts: FakePost[] = [];
  // Posts by author and idempotency key: a scan of every post per request made the fake itself the
  // bottleneck of a benchmark sending thousands (quadratic in the posts received).
  let byKey = new Map<string, FakePost[]>();
  let requestsByKey: Record<string, number> = {};
  let comments: FakeComment[] = [];
  let sequence = 0;
  let idempotency = true;

  const keyOf = (authorId: string, key: string) => `${authorId}\u0000${key}`;
  const find = (authorId: string, key: string) => [...(byKey.get(keyOf(authorId, key)) ?? [])];

  function noteRequest(key: string | null): void {
    if (key) requestsByKey[key] = (requestsByKey[key] ?? 0) + 1;
  }

  /** A repeated key returns the post it created first (`created: false`) instead of another one. */
  function create(input: Omit<FakePost, 'id' | 'url' | 'receivedAt' | 'metrics'>): {
    post: FakePost;
    created: boolean;
  } {
    const existing =
      idempotency && input.idempotencyKey ? find(input.authorId, input.idempotencyKey)[0] : null;
    if (existing) return { post: existing, created: false };
    sequence += 1;
    const id = `post_${sequence}`;
    const post: FakePost = {
      ...input,
      id,
      url: `${options.baseUrl()}/posts/${id}`,
      receivedAt: new Date(options.now()).toISOString(),
      metrics: { likes: 0, reposts: 0, replies: 0, views: 0 },
    };
    posts.push(post);
    if (input.idempotencyKey) {
      const key = keyOf(input.authorId, input.idempotencyKey);
      byKey.set(key, [...(byKey.get(key) ?? []), post]);
    }
    return { post, created: true };
  }

  /** A comment under a post; a repeated key (per author and post) returns the first one. */
  function comment(input: Omit<FakeComment, 'id' | 'receivedAt'>): {
    comment: FakeComment;
    created: boolean;
  } {
    const existing = idempotency && input.idempotencyKey ? findComment(input, input.idempotencyKey) : null;
    if (existing) return { comment: existing, created: false };
    sequence += 1;
    const created = {
      ...input,
      id: `comment_${sequence}`,
      receivedAt: new Date(options.now()).toISOString(),
    };
    comments.push(created);
    return { comment: created, created: true };
  }

  function findComment(scope: { postId: string; authorId: string }, key: string): FakeComment | null {
    const { postId, authorId } = scope;
    return (
      comments.find(
        (found) => found.postId === postId && found.authorId === authorId && found.idempotencyKey === key,
      ) ?? null
    );
  }

  function stats(): TestNetworkStats {
    const count = (keys: Array<string | null>) => {
      const byKey: Record<string, number> = {};
      for (const key of keys) if (key) byKey[key] = (byKey[key] ?? 0) + 1;
      return byKey;
    };
    return {
      posts: posts.length,
      postsByKey: count(posts.map((post) => post.idempotencyKey)),
      requestsByKey: { ...requestsByKey },
      commentsByKey: count(comments.map((found) => found.idempotencyKey)),
    };
  }

  return {
    noteRequest,
    create,
    find,
    comment,
    findComment,
    stats,
    list: () => [...posts],
    get: (id: string) => posts.find((post) => post.id === id) ?? null,
    comments: () => [...comments],
    count: () => posts.length,
    /** Adds `by` to the metrics of the post `postId`, or of every post. */
    advanceMetrics: (by: Partial<FakeMetrics>, postId?: string) => {
      for (const post of posts) {
        if (postId !== undefined && post.id !== postId) continue;
        post.metrics = {
          likes: post.metrics.likes + (by.likes ?? 0),
          reposts: post.metrics.reposts + (by.reposts ?? 0),
          replies: post.metrics.replies + (by.replies ?? 0),
          views: post.metrics.views + (by.views ?? 0),
        };
      }
    },
    /** Off: a network without idempotency keys, where a resend is a duplicate post. */
    setIdempotency: (enabled: boolean) => void (idempotency = enabled),
    reset: () => {
      posts = [];
      byKey = new Map();
      requestsByKey = {};
      comments = [];
      idempotency = true;
    },
  };
}

export type PostStore = ReturnType<typeof createPostStore>;

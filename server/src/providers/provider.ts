import type { AccountType, SocialType, TikTokCreatorInfo } from '@kairos/core';

/** What a network gave us to act for the user. Stored encrypted. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  /**
   * The scopes the user granted, where the token answer says (RFC 6749 5.1 `scope`): Google lets a
   * person untick some on its consent screen. Read when the accounts are listed; not stored.
   */
  grantedScopes?: string[];
}

/** A profile, page, group, board, channel or location the user may connect as an account. */
export interface ConnectableAccount {
  externalId: string;
  name: string;
  type: AccountType | null;
  avatar: string | null;
  url: string | null;
  pageId?: string | null;
  /** A page or location's own token, where the network issues one (Facebook pages). */
  tokens?: TokenSet;
  metadata?: Record<string, unknown>;
  address?: { addressLines: string[]; locality: string; administrativeArea: string; postalCode: string };
}

export interface PublishMedia {
  url: string;
  /** Our JPEG rendition of an image that is not JPEG, for networks that fetch JPEG only. */
  jpegUrl?: string;
  mimeType?: string;
  width?: number;
  height?: number;
  size?: number;
  /**
   * An image's alt text, trimmed; absent when the user gave none ("empty alt sends nothing"). Each
   * network that takes one sends it in its own field (core's NetworkRules.altText).
   */
  alt?: string;
}

/** What is sent: the post as this account should receive it. */
export interface PublishContent {
  message: string;
  title: string;
  images: PublishMedia[];
  video: (PublishMedia & { duration?: number; thumbnail?: string | null }) | null;
  /** The call to action, where the network takes one (see core's callToActionSchema). */
  callToAction: Record<string, unknown> | null;
  /** This account's accountsMetadata flags (autoReel, storyReminder, ...). */
  options: Record<string, boolean | undefined>;
  /** Everything else the composer sent, for the networks that read more (YouTube visibility, ...). */
  extra: Record<string, unknown>;
  /** What the composer chose for this account on its network (TikTok's privacy and disclosure). */
  accountSettings?: Record<string, unknown> | null;
}

export interface PublishAccount {
  externalId: string;
  type: string | null;
  metadata: Record<string, unknown>;
}

export interface PublishRequest {
  /** Stable for the target: a network that supports idempotency keys dedupes a resend with it. */
  idempotencyKey: string;
  /**
   * When the post was due: its schedule, or when it was made for one sent at once. The same for every
   * send of the target (Bluesky's record key carries it).
   */
  sendAt: Date;
  account: PublishAccount;
  tokens: TokenSet;
  content: PublishContent;
  /** Set for a later part of a thread (decision 0064): it goes out as a reply. */
  replyTo?: ReplyTarget;
}

export interface PublishResult {
  externalId: string;
  url: string | null;
  /** What the network needs besides the id to point at the post (Bluesky: the record's CID). */
  reference?: string;
}

/** What a reply of a thread answers: the part before it, and the thread's first part. */
export interface ReplyTarget {
  /** The reply's place in the thread: 1 for the first reply. */
  index: number;
  root: PublishResult;
  parent: PublishResult;
}

/** A first comment (decision 0064): posted as the account, under the post it published. */
export interface CommentRequest {
  /** Stable for the target's comment, like PublishRequest's. */
  idempotencyKey: string;
  sendAt: Date;
  account: PublishAccount;
  tokens: TokenSet;
  /** The post it goes under. */
  post: PublishResult;
  message: string;
}

/**
 * One network. Every call throws PublishError for a failure the engine must sort; the connect calls
 * may throw it too (an auth error on refresh means the account must be reconnected).
 */
export interface Provider {
  socialMedia: SocialType;
  displayName: string;
  /** Whether the client id and secret (and base URLs) are configured; otherwise shown as not configured. */
  isConfigured(): boolean;
  usesPkce: boolean;
  /**
   * How the user connects: 'oauth' (the default) through authorizeUrl and the callback; 'instance'
   * is OAuth on a server the user names (Mastodon); 'credentials' takes an identifier and an app
   * password instead (Bluesky) through connectWithCredentials.
   */
  connectMethod?: 'oauth' | 'instance' | 'credentials';
  /** May register the app on the user's instance first (Mastodon), hence a promise. */
  authorizeUrl(input: AuthorizeInput): string | Promise<string>;
  exchangeCode(input: {
    code: string;
    codeVerifier: string | null;
    redirectUri: string;
    instance?: string;
    connection?: string;
  }): Promise<TokenSet>;
  listConnectable(
    tokens: TokenSet,
    context?: { instance?: string; connection?: string },
  ): Promise<ConnectableAccount[]>;
  /** Credential-based networks: signs in with the user's identifier and app password. */
  connectWithCredentials?(input: { identifier: string; password: string }): Promise<CredentialConnection>;
  /**
   * New tokens from the refresh token; PublishError('auth') when the network refuses. The account
   * tells a network with several connections (LinkedIn) which app's credentials renew it.
   */
  refresh(tokens: TokenSet, account?: PublishAccount): Promise<TokenSet>;
  /** The kinds of connection offered, where there are several (one add-account row each). */
  connections?(): ProviderConnection[];
  /** Shown as beta where its API could not be checked against the network's own reference. */
  beta?: boolean;
  publish(request: PublishRequest): Promise<PublishResult>;
  /** TikTok: creator_info, which the composer's TikTok options are drawn from. */
  creatorInfo?(tokens: TokenSet): Promise<TikTokCreatorInfo>;
  /**
   * Where the network allows it: finds a post sent with this idempotency key (a reply, with its
   * replyTo), so a send whose answer never came can be settled without sending twice. Null when
   * nothing arrived.
   */
  lookup?(request: Omit<PublishRequest, 'content'>): Promise<PublishResult | null>;
  /**
   * The networks that thread (core's NetworkRules.thread): publishes the content as a reply to
   * `replyTo`, failing as publish does.
   */
  reply?(request: PublishRequest & { replyTo: ReplyTarget }): Promise<PublishResult>;
  /** The networks that take a first comment (core's NetworkRules.firstComment). */
  comment?(request: CommentRequest): Promise<PublishResult>;
  /**
   * Finds a comment sent with this idempotency key (or, where the network takes none, the account's
   * own comment with this text under the post), as lookup does a post.
   */
  lookupComment?(request: CommentRequest): Promise<PublishResult | null>;
  /**
   * The origins (scheme, host and port) a publish to this account talks to: its API, and its upload
   * host when that is another. The engine opens connections to them ahead of a burst of sends.
   */
  publishOrigins?(account: PublishAccount): string[];
  /**
   * The networks that share a post's public metrics (decision 0112): its latest figures, failing as
   * publish does (auth: reconnect; rate_limited: later; bad_content: the post is gone). Null when
   * the network shares none for this account or kind of post (a LinkedIn member's post): the
   * reading is then 'unsupported'.
   */
  readMetrics?(request: MetricsRequest): Promise<PostMetricsReading | null>;
  /**
   * The networks that tell how many follow an account (decision 0112): the count now, read once a
   * day, failing as publish does (auth: reconnect; rate_limited: later). Null when the network
   * tells none for this kind of account.
   */
  readFollowers?(request: FollowersRequest): Promise<number | null>;
}

/** An account whose followers are counted, with its tokens. */
export interface FollowersRequest {
  account: PublishAccount;
  tokens: TokenSet;
}

/** A published post whose metrics are read, as the account that published it. */
export interface MetricsRequest {
  account: PublishAccount;
  tokens: TokenSet;
  /** The post (its first part for a thread). */
  post: PublishResult;
}

/** A post's metrics as a network counts them at one moment, in our names and in its own (`raw`). */
export interface PostMetricsReading {
  likes: number;
  reposts: number;
  replies: number;
  /** Views or impressions, where the network tells them. */
  impressions: number | null;
  raw: Record<string, number>;
}

export interface AuthorizeInput {
  state: string;
  codeChallenge: string | null;
  redirectUri: string;
  /** The server the user named, for connectMethod 'instance'. */
  instance?: string;
  /** Which of the provider's connections() the user chose. */
  connection?: string;
}

export interface CredentialConnection {
  tokens: TokenSet;
  accounts: ConnectableAccount[];
}

/**
 * One way to connect a network that needs several (LinkedIn: a member app and a Community
 * Management app for pages, each with its own credentials). Its id rides through the connect flow.
 */
export interface ProviderConnection {
  id: string;
  /** As the add-account dialog lists it: 'LinkedIn profile', 'LinkedIn pages'. */
  name: string;
  configured: boolean;
}

/** The providers this server can use, by social type. */
export type ProviderRegistry = ReadonlyMap<SocialType, Provider>;

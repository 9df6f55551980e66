import { type PlanLimits } from '../plans/limits';
import { type PostBody } from '../posts/post-schema';
import { type PostFindings } from '../posts/post-findings';
import { type AccountOption, type AccountType, type SocialType } from './social-types';

/** A selected account, as much of it as the post rules need. */
export interface PostAccount {
  _id: string;
  socialMedia: SocialType;
  type: AccountType | null;
  name: string;
  /** The account's own text limit where its server sets one (a Mastodon server's max_characters). */
  textLimit?: number | null;
  /**
   * False where the connection may not post comments (a YouTube channel connected without the
   * comment scope); absent where it may.
   */
  commentsAllowed?: boolean | null;
}

export interface NetworkCheckInput {
  post: PostBody;
  /** The selected accounts of this network only. */
  accounts: readonly PostAccount[];
  limits: PlanLimits;
  /** Posts already on this account's day (for the daily-limit warnings). */
  postsToday: (accountId: string) => number;
}

export type NetworkCheck = (input: NetworkCheckInput) => PostFindings;

export interface AltTextRules {
  limit: number | null;
  /**
   * Bluesky's app counts graphemes; the others are counted in Unicode code points (a Ruby or Java
   * string's length), which is never fewer than graphemes, so a text we accept they accept.
   */
  counting: 'graphemes' | 'code-points';
}

/** The plans of section 6's hints: "GMB, Pinterest, ... need Essentials; WhatsApp, ... need Advanced". */
export type PlanGate = 'essentials' | 'advanced' | null;

/** What a network accepts and demands, as data; `check` holds the rules data cannot say. */
export interface NetworkRules {
  socialType: SocialType;
  /** The name used in messages. */
  name: string;
  accountTypes: readonly AccountType[];
  text: {
    /** The most characters of the message; null when the network sets none of its own. */
    limit: number | null;
    /** X counts weighted characters, a link as 23. */
    counting: 'characters' | 'twitter-weighted';
  };
  /** The most characters of the post title, where the network has a title. */
  titleLimit: number | null;
  media: {
    maxImages: number;
    video: boolean;
    /** 'as-static-image': accepted after the user confirms it is posted as a still. */
    gif: boolean | 'as-static-image';
    audio: boolean;
    pdf: boolean;
  };
  /**
   * What the network takes as an image's alt text (issue 16); absent where it takes none, and then
   * none is sent. `limit` is null where the network's reference sets no length.
   */
  altText?: AltTextRules;
  /**
   * The network threads (decision 0064): a post's later parts go out as replies, each under the same
   * text, image and alt text rules as the first part. Absent where it takes none; `maxReplies` is
   * null where the network sets no count of its own (core's maxThreadReplies still bounds it).
   */
  thread?: { maxReplies: number | null };
  /**
   * The network takes a first comment under the post (decision 0064): its most characters, counted
   * as the network's text is, and the account types it is posted for (others get the post alone).
   */
  firstComment?: { limit: number; accountTypes: readonly AccountType[] | 'all' };
  /** Only one account of this network per post. */
  oneAccountAtATime: string | null;
  /** Its accountsMetadata flags. */
  accountOptions: readonly AccountOption[];
  /** The account types that publish through a reminder on the mobile app. */
  mobileAppAccountTypes: readonly AccountType[] | 'all';
  /**
   * A mobile-app network that also has a publishing API (TikTok's Content Posting API): an account
   * connected through it publishes, unless the post asks for a reminder with one of these options.
   */
  apiPublishing?: { reminderOptions: readonly AccountOption[] };
  planGate: PlanGate;
  check?: NetworkCheck;
}

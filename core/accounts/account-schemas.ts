import { z } from 'zod';
import { messages } from '../messages';
import { socialTypes, type SocialType } from '../networks/social-types';

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;
/** hootsuiteId is the spec's own field (the post's Hootsuite link), not a network id. */
export type NetworkIdKey = Exclude<`${Camel<SocialType>}Id`, 'hootsuiteId'>;

/** The name of a network's own id on an account: twitterId, instagramId, instagramBusinessId, ... */
export function networkIdKey(socialType: Exclude<SocialType, 'hootsuite'>): NetworkIdKey {
  return `${socialType.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Id` as NetworkIdKey;
}

export const networkIdKeys: readonly NetworkIdKey[] = socialTypes
  .filter((socialType) => socialType !== 'hootsuite')
  .map(networkIdKey);

const networkIdShape = Object.fromEntries(networkIdKeys.map((key) => [key, z.string().optional()])) as Record<
  NetworkIdKey,
  z.ZodOptional<z.ZodString>
>;

export const accountAddressSchema = z.object({
  addressLines: z.array(z.string()),
  locality: z.string(),
  administrativeArea: z.string(),
  postalCode: z.string(),
});

/**
 * Spec section 3, Account: "_id, socialMedia, type, name, avatar, disabled, address (addressLines,
 * locality, administrativeArea, postalCode), pageId, url, hootsuiteId, twitterId, instagramId,
 * tokenExpired, parentAccountId, an id per network". Tokens never leave the server.
 */
export const accountSchema = z.object({
  _id: z.string(),
  socialMedia: z.enum(socialTypes),
  type: z.string().nullable(),
  name: z.string(),
  avatar: z.string().nullable(),
  disabled: z.boolean(),
  address: accountAddressSchema.nullable(),
  pageId: z.string().nullable(),
  url: z.string().nullable(),
  hootsuiteId: z.string().nullable(),
  tokenExpired: z.boolean(),
  parentAccountId: z.string().nullable(),
  /** Beyond the spec: the account's own text limit where its server sets one (Mastodon). */
  textLimit: z.number().int().positive().nullish(),
  /** Beyond the spec: false where the connection may not post a first comment (decision 0064). */
  commentsAllowed: z.boolean().nullish(),
  ...networkIdShape,
});
export type Account = z.infer<typeof accountSchema>;

export const accountsQuerySchema = z.object({ calendarId: z.uuid({ error: 'Not a calendar id' }) });
export const accountCountSchema = z.object({ count: z.number().int() });

export const updateAccountBodySchema = z.object({
  disabled: z.boolean({ error: messages.accounts.disabledFlagRequired }),
});
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

/** A network this server can connect: GET /api/networks. */
export const networkSchema = z.object({
  socialMedia: z.enum(socialTypes),
  displayName: z.string(),
  configured: z.boolean(),
  /** Where a network connects in several ways (LinkedIn profile, LinkedIn pages): one row each. */
  connections: z.array(z.object({ id: z.string(), name: z.string(), configured: z.boolean() })).optional(),
  /** Its API could not be checked against the network's own reference: shown as beta. */
  beta: z.boolean().optional(),
});
export type Network = z.infer<typeof networkSchema>;

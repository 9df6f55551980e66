import { metaGraphVersion } from '../api-versions';

/** One Meta app serves Facebook and Instagram (Facebook Login for Business): the same credentials. */
export interface MetaGraphOptions {
  appId: string | undefined;
  appSecret: string | undefined;
  /** https://graph.facebook.com/v21.0: the Graph API, its version included. */
  graphBase: string;
  /** https://www.facebook.com/v21.0: where the login dialog is. */
  authBase: string;
  timeoutMs?: number;
  now?: () => Date;
}

export { metaGraphVersion };

type Env = Record<string, string | undefined>;

export interface FacebookOptions extends MetaGraphOptions {
  /**
   * Whether groups are offered (their login scopes asked for, /me/groups listed). Meta removed the
   * Groups API's permissions on 22 April 2024, and a login dialog asking for a removed scope fails
   * as a whole, so groups are off unless the app still has them (FACEBOOK_GROUPS=true).
   */
  groups: boolean;
}

/** FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, FACEBOOK_GRAPH_BASE, FACEBOOK_AUTH_BASE, FACEBOOK_GROUPS. */
export const facebookOptionsFromEnv = (env: Env): FacebookOptions => ({
  appId: env.FACEBOOK_APP_ID,
  appSecret: env.FACEBOOK_APP_SECRET,
  graphBase: env.FACEBOOK_GRAPH_BASE ?? `https://graph.facebook.com/${metaGraphVersion}`,
  authBase: env.FACEBOOK_AUTH_BASE ?? `https://www.facebook.com/${metaGraphVersion}`,
  groups: env.FACEBOOK_GROUPS === 'true',
});

/**
 * INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET when Instagram has an app of its own, else the Facebook
 * app's; the Graph and login bases are Facebook's (Instagram API with Facebook Login).
 */
export const instagramOptionsFromEnv = (env: Env): MetaGraphOptions => {
  const { groups: _groups, ...facebook } = facebookOptionsFromEnv(env);
  const own = Boolean(env.INSTAGRAM_APP_ID && env.INSTAGRAM_APP_SECRET);
  return {
    ...facebook,
    appId: own ? env.INSTAGRAM_APP_ID : facebook.appId,
    appSecret: own ? env.INSTAGRAM_APP_SECRET : facebook.appSecret,
  };
};

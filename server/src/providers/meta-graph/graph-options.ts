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

export const metaGraphVersion = 'v21.0';

type Env = Record<string, string | undefined>;

/** FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, FACEBOOK_GRAPH_BASE, FACEBOOK_AUTH_BASE. */
export const facebookOptionsFromEnv = (env: Env): MetaGraphOptions => ({
  appId: env.FACEBOOK_APP_ID,
  appSecret: env.FACEBOOK_APP_SECRET,
  graphBase: env.FACEBOOK_GRAPH_BASE ?? `https://graph.facebook.com/${metaGraphVersion}`,
  authBase: env.FACEBOOK_AUTH_BASE ?? `https://www.facebook.com/${metaGraphVersion}`,
});

/**
 * INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET when Instagram has an app of its own, else the Facebook
 * app's; the Graph and login bases are Facebook's (Instagram API with Facebook Login).
 */
export const instagramOptionsFromEnv = (env: Env): MetaGraphOptions => {
  const facebook = facebookOptionsFromEnv(env);
  const own = Boolean(env.INSTAGRAM_APP_ID && env.INSTAGRAM_APP_SECRET);
  return {
    ...facebook,
    appId: own ? env.INSTAGRAM_APP_ID : facebook.appId,
    appSecret: own ? env.INSTAGRAM_APP_SECRET : facebook.appSecret,
  };
};

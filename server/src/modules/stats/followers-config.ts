import { integer, type Env } from '../../config-values';

/** How the accounts' followers are read (decision 0117). */
export interface FollowersConfig {
  /** How often a worker looks for accounts whose daily reading is due; 0 turns it off (FOLLOWERS_POLL_SECONDS). */
  pollSeconds: number;
  /** The most accounts one round reads (FOLLOWERS_BATCH). */
  batch: number;
}

export function loadFollowersConfig(env: Env): FollowersConfig {
  return {
    pollSeconds: integer(env, 'FOLLOWERS_POLL_SECONDS', 300),
    batch: Math.max(1, integer(env, 'FOLLOWERS_BATCH', 100)),
  };
}

import { type SocialType } from '../networks/social-types';
import { type PlanLimits } from './limits';
import { countGate, networkGate, type UpgradeNeeded } from './upgrade-gates';

/**
 * Where a connected account stands among the team's accounts (decision 0101): its seat is its rank by
 * connection time among all of them, its network seat its rank among those of its network (Pinterest
 * boards are accounts). The oldest accounts keep their seats when a plan shrinks.
 */
export interface AccountSeat {
  socialMedia: SocialType;
  /** 1 for the team's first connected account. */
  seat: number;
  /** 1 for the team's first connected account of this network. */
  networkSeat: number;
}

/**
 * Why the plan in force does not let the team post to this account, or null: a network the plan no
 * longer includes, an account past the plan's socialMediaAccounts, or a Pinterest board past its
 * pinterestBoards. Nothing is deleted: the account stays, its posts stay readable, and what is due
 * for it is held with a notice until the plan allows it again.
 */
export function accountHold(limits: PlanLimits, account: AccountSeat): UpgradeNeeded | null {
  const network = networkGate(limits, account.socialMedia);
  if (network) return network;
  if (account.seat > limits.socialMediaAccounts) {
    return countGate(limits, 'socialMediaAccounts', account.seat - 1);
  }
  if (account.socialMedia === 'pinterest' && account.networkSeat > limits.pinterestBoards) {
    return countGate(limits, 'pinterestBoards', account.networkSeat - 1);
  }
  return null;
}

import { type SocialType } from '../networks/social-types';

/** What the account picker and the retry list need to know of an account (spec section 3, Account). */
export interface AccountForSelection {
  _id: string;
  socialMedia: SocialType;
  tokenExpired: boolean;
  disabled: boolean;
  parentAccountId: string | null;
  hootsuiteId: string | null;
}

export interface AccountChoice {
  /** Shown in the picker at all. */
  listed: boolean;
  selectable: boolean;
  /** Shows the 'reconnect' link to /{calendarId}/settings. */
  showReconnect: boolean;
}

/** "disabled facebook or linkedin accounts are not selectable; disabled youtube and threads are excluded." */
const disabledShown: readonly SocialType[] = ['facebook', 'linkedin'];
const disabledHidden: readonly SocialType[] = ['youtube', 'threads'];

/**
 * Section 6: "expired-token accounts cannot be selected unless they have a parent and show a
 * 'reconnect' link".
 */
export function accountChoice(account: AccountForSelection): AccountChoice {
  if (account.disabled && disabledHidden.includes(account.socialMedia)) {
    return { listed: false, selectable: false, showReconnect: false };
  }
  const disabledBlocked = account.disabled && disabledShown.includes(account.socialMedia);
  const expiredBlocked = account.tokenExpired && account.parentAccountId === null;
  return {
    listed: true,
    selectable: !disabledBlocked && !expiredBlocked,
    showReconnect: account.tokenExpired,
  };
}

/** The accounts the picker lists, in their order. */
export function pickerAccounts<T extends AccountForSelection>(accounts: readonly T[]): T[] {
  return accounts.filter((account) => accountChoice(account).listed);
}

/** "Hootsuite-linked accounts with expired token are hidden in the retry list." */
export function retryAccounts<T extends AccountForSelection>(accounts: readonly T[]): T[] {
  return accounts.filter((account) => !(account.hootsuiteId !== null && account.tokenExpired));
}

import { type Account, networkTable, type SocialType, socialTypes } from '@kairos/core';

export interface AccountGroup {
  socialMedia: SocialType;
  name: string;
  accounts: Account[];
}

/** The accounts by network, networks in the spec's order, accounts by name within each. */
export function groupAccounts(accounts: readonly Account[]): AccountGroup[] {
  return socialTypes
    .map((socialMedia) => ({
      socialMedia,
      name: networkTable[socialMedia].name,
      accounts: accounts
        .filter((account) => account.socialMedia === socialMedia)
        .sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .filter((group) => group.accounts.length > 0);
}

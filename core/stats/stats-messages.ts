/** The analytics page's and stats calls' messages. The spec shows none of them, so all are ours. */
export const statsMessages = {
  rangeTooLong: (days: number) => `Please choose a range of at most ${days} days that ends after it starts`,
  invalidYear: 'Please choose a year between 1970 and 2199',
  noMetrics: (network: string) => `${network} does not share this account's post metrics with us`,
  reconnectForMetrics: 'Reconnect this account to read its metrics',
  followersNotOffered: 'Not offered by this network',
  reconnectForFollowers: 'Reconnect this account to count its followers',
};

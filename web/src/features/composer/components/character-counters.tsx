import { Badge, Group, Tooltip } from '@mantine/core';
import { type Account, type SocialType, networkTable, textLengthReport, toSocialType } from '@kairos/core';

interface CharacterCountersProps {
  message: string;
  networks: readonly SocialType[];
  /** The selected accounts: a network's counter shows the smallest of their own limits (Mastodon). */
  accounts?: readonly Account[];
}

/** One counter per selected network, each counting the way that network does (X weighs links and emoji). */
export function CharacterCounters({ message, networks, accounts = [] }: CharacterCountersProps) {
  if (networks.length === 0) {
    return (
      <Badge variant="light" color="gray" data-testid="character-counter">
        {[...message].length} characters
      </Badge>
    );
  }
  return (
    <Group gap={6}>
      {networks.map((network) => {
        const own = accounts.filter((account) => toSocialType(account.socialMedia) === network);
        const report = textLengthReport(network, message, own);
        const name = networkTable[network].name;
        const label = report.limit === null ? `${report.length}` : `${report.length} / ${report.limit}`;
        return (
          <Tooltip key={network} label={`${name} character count`}>
            <Badge
              variant="light"
              color={report.tooLong ? 'red' : 'gray'}
              data-testid={`character-counter-${network}`}
            >
              {name}: {label}
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}

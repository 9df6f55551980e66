import { Chip, Group, Stack, Text } from '@mantine/core';
import { type Account, type AccountMetadata, type AccountOption, networkTable } from '@kairos/core';

interface AccountOptionsPanelProps {
  accounts: readonly Account[];
  metadata: readonly AccountMetadata[];
  onChange: (metadata: AccountMetadata[]) => void;
}

const optionLabels: Readonly<Record<AccountOption, string>> = {
  feedReminder: 'Feed reminder',
  storyReminder: 'Story reminder',
  reelReminder: 'Reel reminder',
  carouselReminder: 'Carousel reminder',
  personalTimelineReminder: 'Personal timeline reminder',
  nonAdminGroupsReminder: 'Non-admin groups reminder',
  autoFeed: 'Auto feed',
  autoCarousel: 'Auto carousel',
  autoReel: 'Auto reel',
  autoStory: 'Auto story',
};

/** The per-account options (accountsMetadata flags) of the selected Facebook, Instagram and TikTok accounts. */
export function AccountOptionsPanel({ accounts, metadata, onChange }: AccountOptionsPanelProps) {
  const withOptions = accounts.filter(
    (account) => networkTable[account.socialMedia].accountOptions.length > 0,
  );
  if (withOptions.length === 0) return null;

  function toggle(accountId: string, option: AccountOption) {
    const current = metadata.find((entry) => entry.accountId === accountId) ?? { accountId };
    const next = { ...current, [option]: current[option] !== true };
    onChange([...metadata.filter((entry) => entry.accountId !== accountId), next]);
  }

  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        Account options
      </Text>
      {withOptions.map((account) => {
        const flags = metadata.find((entry) => entry.accountId === account._id);
        return (
          <Stack key={account._id} gap={4}>
            <Text size="sm">{account.name}</Text>
            <Group gap={6}>
              {networkTable[account.socialMedia].accountOptions.map((option) => (
                <Chip
                  key={option}
                  size="xs"
                  checked={flags?.[option] === true}
                  onChange={() => toggle(account._id, option)}
                >
                  {optionLabels[option]}
                </Chip>
              ))}
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}

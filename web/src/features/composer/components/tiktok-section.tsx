import { Stack, Text } from '@mantine/core';
import {
  type Account,
  type AccountMetadata,
  type PostVideo,
  type TikTokPostSettings,
  tiktokPostSettingsSchema,
  tiktokPostedFromApp,
} from '@kairos/core';
import { TikTokAccountOptions } from './tiktok-account-options';

interface TikTokSectionProps {
  accounts: readonly Account[];
  metadata: readonly AccountMetadata[];
  settings: readonly TikTokPostSettings[];
  video: PostVideo | null;
  onChange: (settings: TikTokPostSettings[]) => void;
}

/**
 * The TikTok options of each selected TikTok account that publishes through TikTok's API; one asking
 * for a story or feed reminder is posted from the phone, where TikTok asks these itself.
 */
export function TikTokSection({ accounts, metadata, settings, video, onChange }: TikTokSectionProps) {
  const direct = accounts.filter(
    (account) => account.socialMedia === 'tiktok' && !tiktokPostedFromApp(metadata, account._id),
  );
  if (direct.length === 0) return null;
  const settingsOf = (accountId: string) =>
    settings.find((entry) => entry.accountId === accountId) ?? tiktokPostSettingsSchema.parse({ accountId });
  const replace = (next: TikTokPostSettings) =>
    onChange([...settings.filter((entry) => entry.accountId !== next.accountId), next]);
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        TikTok
      </Text>
      {direct.map((account) => (
        <TikTokAccountOptions
          key={account._id}
          account={account}
          settings={settingsOf(account._id)}
          video={video}
          onChange={replace}
        />
      ))}
      <Text size="xs" c="dimmed">
        TikTok may take a few minutes to process a post before it shows on the profile.
      </Text>
    </Stack>
  );
}

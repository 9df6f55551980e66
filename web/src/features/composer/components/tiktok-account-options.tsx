import { Alert, Checkbox, Group, Loader, Select, Stack, Switch, Text } from '@mantine/core';
import {
  type Account,
  type PostVideo,
  type TikTokPostSettings,
  messages,
  tiktokDisclosure,
  tiktokPrivacyLabels,
} from '@kairos/core';
import { useTikTokCreator } from '../api/get-tiktok-creator';
import { TikTokConsent } from './tiktok-consent';

interface TikTokAccountOptionsProps {
  account: Account;
  settings: TikTokPostSettings;
  video: PostVideo | null;
  onChange: (settings: TikTokPostSettings) => void;
}

/** What the commercial content disclosure puts on the post, in TikTok's words. */
function disclosureLabel(yourBrand: boolean, brandedContent: boolean): string {
  if (brandedContent) return messages.tiktok.paidPartnershipLabel;
  if (yourBrand) return messages.tiktok.promotionalLabel;
  return messages.tiktok.disclosureIncomplete;
}

/**
 * One TikTok account's options, drawn from its creator_info as TikTok's Content Sharing Guidelines
 * require: the creator's nickname, a privacy chosen from their options with no default, the
 * interactions off until turned on (greyed out where the creator turned them off), the commercial
 * content disclosure, and the consent.
 */
export function TikTokAccountOptions({ account, settings, video, onChange }: TikTokAccountOptionsProps) {
  const creator = useTikTokCreator(account._id);
  if (creator.isPending)
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{account.name}</Text>
      </Group>
    );
  if (creator.isError)
    return (
      <Alert color="red" variant="light" title={account.name}>
        {creator.error.message}
      </Alert>
    );
  const info = creator.data;
  const set = (patch: Partial<TikTokPostSettings>) => onChange({ ...settings, ...patch });
  const { yourBrand, brandedContent } = tiktokDisclosure(settings);
  const maxSeconds = info.maxVideoPostDurationSec;
  const tooLong = video !== null && maxSeconds !== null && video.duration > maxSeconds;
  const interaction = (label: string, key: 'allowComment' | 'allowDuet' | 'allowStitch', off: boolean) => (
    <Checkbox
      label={label}
      disabled={off}
      checked={settings[key] && !off}
      onChange={(event) => set({ [key]: event.currentTarget.checked })}
    />
  );
  return (
    <Stack gap="xs" data-testid={`tiktok-options-${account._id}`}>
      <Text size="sm">
        Posting to <b>{info.nickname}</b>
        {info.username ? ` (@${info.username})` : ''}
      </Text>
      <Select
        label="Who can see this post"
        placeholder="Choose who can see it"
        data={info.privacyLevelOptions.map((level) => ({
          value: level,
          label: tiktokPrivacyLabels[level],
          disabled: brandedContent && level === 'SELF_ONLY',
        }))}
        value={settings.privacyLevel}
        allowDeselect={false}
        onChange={(value) => set({ privacyLevel: value })}
        description={brandedContent ? messages.tiktok.brandedContentPrivate : undefined}
        comboboxProps={{ zIndex: 250 }}
      />
      <Text size="sm" fw={500}>
        Allow users to
      </Text>
      <Group gap="md">
        {interaction('Comment', 'allowComment', info.commentDisabled)}
        {/* "Duet and Stitch features are not applicable to photo posts." */}
        {video !== null && interaction('Duet', 'allowDuet', info.duetDisabled)}
        {video !== null && interaction('Stitch', 'allowStitch', info.stitchDisabled)}
      </Group>
      {video !== null && maxSeconds !== null && (
        <Text size="xs" c={tooLong ? 'red' : 'dimmed'}>
          {tooLong ? messages.tiktok.videoTooLong(maxSeconds) : `Videos up to ${maxSeconds} seconds`}
        </Text>
      )}
      <Switch
        label="Disclose post content"
        description="Turn on if this post promotes you, a brand, a product or a service."
        checked={settings.discloseContent}
        onChange={(event) => set({ discloseContent: event.currentTarget.checked })}
      />
      {settings.discloseContent && (
        <Stack gap={6} pl="md">
          <Checkbox
            label="Your brand"
            description="You are promoting yourself or your own business."
            checked={settings.yourBrand}
            onChange={(event) => set({ yourBrand: event.currentTarget.checked })}
          />
          <Checkbox
            label="Branded content"
            description="You are promoting another brand or a third party."
            checked={settings.brandedContent}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              // Branded content is never private: a private choice made before is chosen again.
              const privacy = checked && settings.privacyLevel === 'SELF_ONLY' ? null : settings.privacyLevel;
              set({ brandedContent: checked, privacyLevel: privacy });
            }}
          />
          <Text size="xs" c={yourBrand || brandedContent ? 'dimmed' : 'red'} data-testid="tiktok-label">
            {disclosureLabel(yourBrand, brandedContent)}
          </Text>
        </Stack>
      )}
      <TikTokConsent brandedContent={brandedContent} />
    </Stack>
  );
}

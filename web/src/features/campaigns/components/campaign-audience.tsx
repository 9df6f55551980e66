import { categoryCountLabel, categoryTitleLabel, type LibraryPostPriority } from '@kairos/core';
import { MultiSelect, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { campaignTiktokError, type Account } from '@kairos/core';
import { type CategoryView } from '../../../lib/categories-query';
import { type CampaignValues } from '../model/campaign-values';

interface CampaignAudienceProps {
  values: CampaignValues;
  set: <K extends keyof CampaignValues>(name: K, value: CampaignValues[K]) => void;
  accounts: readonly Account[];
  categories: readonly CategoryView[];
}

const priorities: { value: LibraryPostPriority; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'random', label: 'Random' },
];

function tiktokNote(accounts: readonly Account[]): string | undefined {
  const tiktok = accounts.find((account) => account.socialMedia === 'tiktok' && !account.disabled);
  return tiktok ? (campaignTiktokError([{ ...tiktok, id: tiktok._id }], []) ?? undefined) : undefined;
}

/** Who the campaign posts to and what from: name, accounts, library categories, priority, repeat. */
export function CampaignAudience({ values, set, accounts, categories }: CampaignAudienceProps) {
  return (
    <Stack gap="md">
      <TextInput
        label="Campaign name"
        placeholder="e.g. Summer tips"
        data-autofocus
        value={values.name}
        onChange={(event) => set('name', event.currentTarget.value)}
      />
      <MultiSelect
        label="Accounts"
        placeholder={values.accountIds.length === 0 ? 'Select account(s)' : undefined}
        // A campaign has no one to choose each TikTok post's privacy (core campaignTiktokError).
        description={tiktokNote(accounts)}
        data={accounts
          .filter((account) => !account.disabled)
          .map((account) => ({
            value: account._id,
            label: account.name,
            disabled: account.socialMedia === 'tiktok',
          }))}
        value={values.accountIds}
        onChange={(ids) => set('accountIds', ids)}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label="Library categories"
        description="Posts are picked from these categories, never a near-duplicate within 30 days."
        placeholder={values.libraryCategories.length === 0 ? 'Choose categories' : undefined}
        data={categories.map((category) => ({
          value: category._id,
          label: `${categoryTitleLabel(category.title)} (${categoryCountLabel(category.count)})`,
        }))}
        value={values.libraryCategories}
        onChange={(ids) => set('libraryCategories', ids)}
        comboboxProps={{ withinPortal: true }}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Library post priority
        </Text>
        <SegmentedControl
          fullWidth
          data={priorities}
          value={values.libraryPostPriority}
          onChange={(value) => set('libraryPostPriority', value)}
        />
      </Stack>
      <Switch
        label="Repeat content"
        description="Use library posts again once all of them were posted (never twice within 30 days on one account)."
        checked={values.isUserWantToRepeatContent}
        onChange={(event) => set('isUserWantToRepeatContent', event.currentTarget.checked)}
      />
    </Stack>
  );
}

import { Divider, Paper, Stack } from '@mantine/core';
import { type Account, type SocialType } from '@kairos/core';
import { type ComposerValues } from '../model/composer-values';
import { AccountOptionsPanel } from './account-options-panel';
import { PostTimingSection } from './post-timing-section';
import { SaveToLibraryField } from './save-to-library-field';
import { TikTokSection } from './tiktok-section';
import { YoutubeSection } from './youtube-section';

interface ComposerSideProps {
  values: ComposerValues;
  selectedAccounts: readonly Account[];
  networks: readonly SocialType[];
  timeZone: string;
  now: Date;
  set: <K extends keyof ComposerValues>(key: K, value: ComposerValues[K]) => void;
}

/** The composer's right column: when, per-account options, TikTok, YouTube and the Library. */
export function ComposerSide({ values, selectedAccounts, networks, timeZone, now, set }: ComposerSideProps) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Stack gap="md">
        <PostTimingSection
          timing={values.timing}
          timeZone={timeZone}
          now={now}
          onChange={(timing) => set('timing', timing)}
        />
        <AccountOptionsPanel
          accounts={selectedAccounts}
          metadata={values.accountsMetadata}
          onChange={(metadata) => set('accountsMetadata', metadata)}
        />
        <TikTokSection
          accounts={selectedAccounts}
          metadata={values.accountsMetadata}
          settings={values.tiktokSettings}
          video={values.video}
          onChange={(settings) => set('tiktokSettings', settings)}
        />
        {networks.includes('youtube') && (
          <YoutubeSection video={values.video} onChange={(video) => set('video', video)} />
        )}
        <Divider />
        <SaveToLibraryField
          checked={values.saveToLibrary}
          onChange={(checked) => set('saveToLibrary', checked)}
          categoryId={values.libraryCategoryId}
          onCategoryChange={(categoryId) => set('libraryCategoryId', categoryId)}
        />
      </Stack>
    </Paper>
  );
}

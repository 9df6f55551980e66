import { Group, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import {
  captionTones,
  defaultWordCount,
  longCaptionPlatforms,
  shortCaptionPlatforms,
  wordCountsFor,
} from '@kairos/core';

export type CaptionPlatform = (typeof shortCaptionPlatforms)[number] | (typeof longCaptionPlatforms)[number];
export type CaptionTone = (typeof captionTones)[number];

export interface CaptionOptions {
  platform: CaptionPlatform;
  tone: CaptionTone;
  wordCount: number;
  variant: number;
  addMidJourneyPrompt: boolean;
}

export const defaultCaptionOptions: CaptionOptions = {
  platform: 'facebook',
  tone: 'professional',
  wordCount: defaultWordCount('facebook'),
  variant: 1,
  addMidJourneyPrompt: false,
};

const platformLabels: Record<CaptionPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  medium: 'Medium',
  wordpress: 'WordPress',
  blog: 'Blog',
};
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface CaptionOptionsFieldsProps {
  options: CaptionOptions;
  onChange: (options: CaptionOptions) => void;
}

/**
 * Section 9's caption options: "platforms facebook, instagram, linkedin (short) or medium, wordpress,
 * blog (long); tones professional, funny, sad, happy, fear; variations 1 to 5; word counts
 * 10/25/50/100 (short) and 100/250/500/750 (long), defaults 10 or 100; Midjourney toggle."
 */
export function CaptionOptionsFields({ options, onChange }: CaptionOptionsFieldsProps) {
  const set = (change: Partial<CaptionOptions>) => onChange({ ...options, ...change });
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <Select
          label="Platform"
          allowDeselect={false}
          comboboxProps={{ zIndex: 400 }}
          data={[
            {
              group: 'Short',
              items: shortCaptionPlatforms.map((value) => ({ value, label: platformLabels[value] })),
            },
            {
              group: 'Long',
              items: longCaptionPlatforms.map((value) => ({ value, label: platformLabels[value] })),
            },
          ]}
          value={options.platform}
          onChange={(value) => {
            const platform = value ?? 'facebook';
            // Short and long platforms count words differently: the length starts at their default.
            set({ platform, wordCount: defaultWordCount(platform) });
          }}
        />
        <Select
          label="Tone"
          allowDeselect={false}
          comboboxProps={{ zIndex: 400 }}
          data={captionTones.map((value) => ({ value, label: capitalized(value) }))}
          value={options.tone}
          onChange={(value) => set({ tone: value ?? 'professional' })}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="caption-words">
          Words
        </Text>
        <SegmentedControl
          aria-labelledby="caption-words"
          data={wordCountsFor(options.platform).map(String)}
          value={String(options.wordCount)}
          onChange={(value) => set({ wordCount: Number(value) })}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="caption-variations">
          Variations
        </Text>
        <SegmentedControl
          aria-labelledby="caption-variations"
          data={['1', '2', '3', '4', '5']}
          value={String(options.variant)}
          onChange={(value) => set({ variant: Number(value) })}
        />
      </Stack>
      <Switch
        label="Add a Midjourney prompt"
        description="An image prompt line after each caption"
        checked={options.addMidJourneyPrompt}
        onChange={(event) => set({ addMidJourneyPrompt: event.currentTarget.checked })}
      />
    </Stack>
  );
}

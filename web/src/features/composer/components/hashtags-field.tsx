import { Stack, TagsInput, Text } from '@mantine/core';

interface HashtagsFieldProps {
  hashtags: string[];
  onChange: (hashtags: string[]) => void;
}

const asHashtag = (tag: string) => `#${tag.trim().replace(/^#+/, '').replace(/\s+/g, '')}`;

/** The post's hashtags; suggestions come from the AI endpoint of a later release, so none show yet. */
export function HashtagsField({ hashtags, onChange }: HashtagsFieldProps) {
  return (
    <Stack gap={4}>
      <TagsInput
        label="Hashtags"
        placeholder={hashtags.length === 0 ? 'Type a hashtag and press Enter' : ''}
        value={hashtags}
        onChange={(tags) =>
          onChange(
            [...new Set(tags.filter((tag) => tag.trim() !== '#').map(asHashtag))].filter(
              (tag) => tag !== '#',
            ),
          )
        }
        splitChars={[',', ' ', 'Enter']}
        clearable
      />
      <Text size="xs" c="dimmed">
        Hashtags (Please Click or Tap Hashtags Below to Add to Your Post): No Hashtags
      </Text>
    </Stack>
  );
}

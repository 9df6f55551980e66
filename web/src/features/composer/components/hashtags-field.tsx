import { Stack, TagsInput } from '@mantine/core';
import { HashtagSuggestions } from '../../../components/assistant/hashtag-suggestions';

interface HashtagsFieldProps {
  calendarId: string;
  /** The message, for the suggestions. */
  message: string;
  imageMediaIds: readonly string[];
  hashtags: string[];
  onChange: (hashtags: string[]) => void;
}

const asHashtag = (tag: string) => `#${tag.trim().replace(/^#+/, '').replace(/\s+/g, '')}`;

/** The post's hashtags, typed or picked from the assistant's suggestions. */
export function HashtagsField({
  calendarId,
  message,
  imageMediaIds,
  hashtags,
  onChange,
}: HashtagsFieldProps) {
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
      <HashtagSuggestions
        calendarId={calendarId}
        text={message}
        imageMediaIds={imageMediaIds}
        chosen={hashtags}
        onAdd={(hashtag) => onChange([...hashtags, hashtag])}
      />
    </Stack>
  );
}

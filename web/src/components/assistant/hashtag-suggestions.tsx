import { Chip, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { sizes, timings } from '@kairos/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { hashtagsQuery } from '../../lib/assistant/hashtags-query';
import { firstUrl, isSendable } from '../../lib/assistant/text-edits';
import { useLatestCallback } from '../../lib/use-latest-callback';

interface HashtagSuggestionsProps {
  calendarId: string;
  text: string;
  /** The attached images' uploads, for 'Images Related Hashtags'. */
  imageMediaIds: readonly string[];
  /** The post's hashtags, with their '#'. */
  chosen: readonly string[];
  onAdd: (hashtag: string) => void;
}

function TagList({
  tags,
  chosen,
  onAdd,
}: {
  tags: readonly string[];
  chosen: readonly string[];
  onAdd: (tag: string) => void;
}) {
  if (tags.length === 0)
    return (
      <Text size="xs" c="dimmed">
        No Hashtags
      </Text>
    );
  const taken = new Set(chosen.map((tag) => tag.replace(/^#/, '').toLowerCase()));
  return (
    <Group gap={6}>
      {tags.map((tag) => (
        <Chip
          key={tag}
          size="xs"
          variant="light"
          checked={taken.has(tag.toLowerCase())}
          onChange={() => {
            if (!taken.has(tag.toLowerCase())) onAdd(`#${tag}`);
          }}
        >
          #{tag}
        </Chip>
      ))}
    </Group>
  );
}

/**
 * "Hashtags (Please Click or Tap Hashtags Below to Add to Your Post)": up to 8 suggestions for the
 * text (asked 250 ms after typing stops), at most 12 shown, 'No Hashtags' when none; 'URL Related'
 * when the text holds a link, 'Images Related Hashtags' when images are attached.
 */
export function HashtagSuggestions(props: HashtagSuggestionsProps) {
  const [debounced] = useDebouncedValue(props.text, timings.hashtagDebounceMs);
  const add = useLatestCallback(props.onAdd);
  const idsKey = props.imageMediaIds.join(',');
  const ids = useMemo(() => (idsKey === '' ? [] : idsKey.split(',')), [idsKey]);
  return (
    <HashtagPicker
      calendarId={props.calendarId}
      text={debounced}
      imageMediaIds={ids}
      chosen={props.chosen}
      onAdd={add}
    />
  );
}

/** The picker itself: its props change when typing pauses, not on each keystroke. */
const HashtagPicker = memo(function HashtagPicker(props: HashtagSuggestionsProps) {
  const { calendarId, text: debounced, imageMediaIds, chosen, onAdd } = props;
  const asked = isSendable(debounced);
  const query = useQuery({
    ...hashtagsQuery(calendarId, debounced, imageMediaIds),
    enabled: asked,
    placeholderData: keepPreviousData,
  });
  const reply = asked ? query.data : undefined;
  const section = (title: string, tags: readonly string[], testId: string) => (
    <Stack gap={4} data-testid={testId}>
      <Text size="xs" fw={600}>
        {title}
      </Text>
      <TagList tags={tags.slice(0, sizes.hashtagPickerMax)} chosen={chosen} onAdd={onAdd} />
    </Stack>
  );
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="xs" fw={600}>
          Hashtags (Please Click or Tap Hashtags Below to Add to Your Post)
        </Text>
        {asked && query.isFetching && <Loader size={12} aria-label="Finding hashtags" />}
      </Group>
      {query.isError && asked ? (
        <Text size="xs" c="red" data-testid="hashtags-error">
          Hashtag suggestions unavailable: {query.error.message}
        </Text>
      ) : (
        <div data-testid="hashtag-suggestions">
          <TagList
            tags={(reply?.hashtags ?? []).slice(0, sizes.hashtagPickerMax)}
            chosen={chosen}
            onAdd={onAdd}
          />
        </div>
      )}
      {reply !== undefined &&
        firstUrl(debounced) !== null &&
        section('URL Related', reply.urlHashtags, 'url-hashtags')}
      {reply !== undefined &&
        imageMediaIds.length > 0 &&
        section('Images Related Hashtags', reply.imageHashtags, 'image-hashtags')}
    </Stack>
  );
});

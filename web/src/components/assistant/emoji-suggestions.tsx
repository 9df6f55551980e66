import { Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { emojiQuery } from '../../lib/assistant/emoji-query';

interface EmojiSuggestionsProps {
  /** The word being typed when the user paused, or null. */
  word: string | null;
  onPick: (emoji: string) => void;
}

/**
 * Emoji for the word being typed ("Emoji count default 15"): one click puts one after it. Its props
 * change when typing pauses, not on each keystroke.
 */
export const EmojiSuggestions = memo(function EmojiSuggestions({ word, onPick }: EmojiSuggestionsProps) {
  const query = useQuery({
    ...emojiQuery(word ?? ''),
    enabled: word !== null,
    placeholderData: keepPreviousData,
  });
  if (word === null) return null;
  if (query.isError) {
    return (
      <Text size="xs" c="dimmed">
        Emoji suggestions unavailable: {query.error.message}
      </Text>
    );
  }
  const emoji = query.data?.emoji ?? [];
  if (emoji.length === 0) return null;
  return (
    <Group gap={2} data-testid="emoji-suggestions" aria-label={`Emoji for ${word}`} role="group">
      {emoji.map((entry) => (
        <Tooltip key={entry.char} label={entry.name} openDelay={400}>
          <UnstyledButton
            fz={18}
            w={26}
            h={26}
            ta="center"
            aria-label={`Insert ${entry.char} ${entry.name}`}
            onClick={() => onPick(entry.char)}
          >
            {entry.char}
          </UnstyledButton>
        </Tooltip>
      ))}
    </Group>
  );
});

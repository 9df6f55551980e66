import { Group, Stack, Text } from '@mantine/core';
import { textLengthReport } from '@kairos/core';
import { useRef } from 'react';
import { AiTitleButton } from '../../../components/assistant/ai-title-button';
import { AssistedTextarea } from '../../../components/assistant/assisted-textarea';
import { CaptionButton } from '../../../components/assistant/caption-button';
import { EmojiPicker } from '../../../components/assistant/emoji-picker';
import { HashtagGroupButton } from '../../../components/hashtags/hashtag-group-button';
import { spaced } from '../../../components/hashtags/spaced';
import { useAssistantLimits } from '../../../lib/assistant/assistant-limits';
import { replaceRange } from '../../../lib/assistant/text-edits';

interface LibraryMessageEditorProps {
  calendarId: string;
  message: string;
  onChange: (message: string) => void;
  onTitle: (title: string) => void;
}

/** The Add to Library modal's message: "Same editor" as the composer's, with its emoji and caption help. */
export function LibraryMessageEditor({ calendarId, message, onChange, onTitle }: LibraryMessageEditorProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const limits = useAssistantLimits();
  const twitter = textLengthReport('twitter', message);

  function insert(inserted: string) {
    const element = textarea.current;
    const start = element?.selectionStart ?? message.length;
    const end = element?.selectionEnd ?? message.length;
    onChange(replaceRange(message, start, end - start, inserted));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + inserted.length, start + inserted.length);
    });
  }

  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text component="label" htmlFor="library-message" fw={500} size="sm">
          What do you want to say?
        </Text>
        <Group gap={2}>
          <EmojiPicker onPick={insert} />
          <HashtagGroupButton calendarId={calendarId} onInsert={(tags) => insert(spaced(message, tags))} />
          <AiTitleButton calendarId={calendarId} text={message} onTitle={onTitle} />
          <CaptionButton calendarId={calendarId} text={message} onUse={onChange} />
        </Group>
      </Group>
      <AssistedTextarea
        id="library-message"
        calendarId={calendarId}
        textareaRef={textarea}
        placeholder="Write something your audience will want to read more than once…"
        value={message}
        onChange={(text) => onChange(text)}
        autocomplete={limits.autocomplete}
        minRows={5}
        maxRows={10}
        bordered
      />
      <Text size="xs" c={twitter.tooLong ? 'red' : 'dimmed'} ta="right">
        {message.length} characters · Twitter {twitter.length} / {twitter.limit}
      </Text>
    </Stack>
  );
}

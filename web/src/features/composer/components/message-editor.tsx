import { ActionIcon, Group, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { type Account, type SocialType, messages } from '@kairos/core';
import { IconHeading, IconLanguage, IconLink, IconSparkles } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { CharacterCounters } from './character-counters';
import { EmojiPicker } from './emoji-picker';
import { UtmModal } from './utm-modal';

interface MessageEditorProps {
  message: string;
  networks: readonly SocialType[];
  /** The selected accounts, for their own text limits. */
  accounts: readonly Account[];
  onChange: (message: string) => void;
  onToggleTitle: () => void;
  onComingSoon: () => void;
}

/** 'What do you want to say?': the text, its tools and a counter per selected network. */
export function MessageEditor({
  message,
  networks,
  accounts,
  onChange,
  onToggleTitle,
  onComingSoon,
}: MessageEditorProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [utmOpened, setUtmOpened] = useState(false);

  function insert(text: string) {
    const element = textarea.current;
    const start = element?.selectionStart ?? message.length;
    const end = element?.selectionEnd ?? message.length;
    onChange(message.slice(0, start) + text + message.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + text.length, start + text.length);
    });
  }

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text component="label" htmlFor="composer-message" fw={600} size="sm">
            What do you want to say?
          </Text>
          <Tooltip label={messages.dialogs.comingSoonTooltip}>
            <ActionIcon variant="subtle" color="gray" aria-label="Translate">
              <IconLanguage size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Textarea
          id="composer-message"
          ref={textarea}
          placeholder="Share news, an offer or a story with your audience..."
          value={message}
          onChange={(event) => onChange(event.currentTarget.value)}
          autosize
          minRows={6}
          maxRows={11}
          variant="unstyled"
          styles={{ input: { fontSize: 15, lineHeight: 1.55 } }}
        />
        <Group justify="space-between" align="center" wrap="nowrap">
          <Group gap={2}>
            <EmojiPicker onPick={insert} />
            <Tooltip label="Add UTM parameters to a link">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Add UTM parameters"
                onClick={() => setUtmOpened(true)}
              >
                <IconLink size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Title (Google Business, YouTube, Pinterest, Web Stories)">
              <ActionIcon variant="subtle" color="gray" aria-label="Post title" onClick={onToggleTitle}>
                <IconHeading size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Generate Caption">
              <ActionIcon variant="subtle" color="gray" aria-label="Generate Caption" onClick={onComingSoon}>
                <IconSparkles size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <CharacterCounters message={message} networks={networks} accounts={accounts} />
        </Group>
      </Stack>
      <UtmModal opened={utmOpened} message={message} onClose={() => setUtmOpened(false)} onApply={onChange} />
    </Paper>
  );
}

import { Alert, Button, Group, Modal, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { captionRequestSchema, messages } from '@kairos/core';
import { useState } from 'react';
import { useGenerateCaptions } from '../../lib/assistant/generate-captions';
import { AssistantNotice } from './assistant-notice';
import { type CaptionOptions, CaptionOptionsFields, defaultCaptionOptions } from './caption-options-fields';

interface CaptionDialogProps {
  calendarId: string;
  initialText: string;
  onClose: () => void;
  onUse: (caption: string) => void;
}

// ours: the spec names the dialog, not its messages
const noCaptions = 'No captions came back for this text. Try other words or another tone.';

/** 'Generate Caption': options, the captions the engine writes, and one click to use one. */
export function CaptionDialog({ calendarId, initialText, onClose, onUse }: CaptionDialogProps) {
  const [text, setText] = useState(initialText);
  const [options, setOptions] = useState<CaptionOptions>(defaultCaptionOptions);
  const [textError, setTextError] = useState<string | null>(null);
  const generate = useGenerateCaptions(calendarId);

  function submit() {
    const parsed = captionRequestSchema.safeParse({ ...options, text });
    if (!parsed.success) {
      setTextError(parsed.error.issues[0]?.message ?? messages.assistant.textRequired);
      return;
    }
    setTextError(null);
    generate.mutate(parsed.data);
  }

  const reply = generate.data;
  return (
    <Modal opened onClose={onClose} title="Generate Caption" size="lg" centered zIndex={300}>
      <Stack gap="md">
        <Textarea
          label="What is the post about?"
          placeholder="A few words or a paragraph: the product, the news, the occasion"
          autosize
          minRows={2}
          maxRows={6}
          value={text}
          error={textError}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <CaptionOptionsFields options={options} onChange={setOptions} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={generate.isPending}>
            Generate
          </Button>
        </Group>
        {generate.isError && (
          <Alert color="red" variant="light" data-testid="caption-error">
            {generate.error.message}
          </Alert>
        )}
        {reply !== undefined && (
          <Stack gap="xs" data-testid="caption-results">
            <AssistantNotice notice={reply.notice} />
            {reply.items.length === 0 && <Text c="dimmed">{noCaptions}</Text>}
            <ScrollArea.Autosize mah={360}>
              <Stack gap="xs">
                {reply.items.map((item, index) => (
                  <Paper key={index} withBorder radius="md" p="sm" data-testid="caption-option">
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {item.message.content}
                    </Text>
                    <Group justify="flex-end" mt="xs">
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={`Use caption ${index + 1}`}
                        onClick={() => onUse(item.message.content)}
                      >
                        Use this caption
                      </Button>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}

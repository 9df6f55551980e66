import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { countWords, isWebUrl, summarizerInputError } from '@kairos/core';
import { useState } from 'react';
import { isApiError } from '../../lib/api-error';
import { useSummarize } from '../../lib/assistant/summarize';
import { firstUrl } from '../../lib/assistant/text-edits';
import { AssistantNotice } from './assistant-notice';

interface SummarizeModalProps {
  calendarId: string;
  initialText: string;
  onClose: () => void;
  onUse: (summary: string, mode: 'replace' | 'append') => void;
  onUpgrade: (message: string) => void;
}

/** A long text is summarized as it is; a short one with a link, by the article it links to. */
function startingInput(text: string): string {
  if (summarizerInputError(text) === null) return text.trim();
  return firstUrl(text) ?? text.trim();
}

/**
 * 'Summarize Article or Paragraph': "at least 100 words unless the input is a URL"; the summarizer
 * needs advancedArticleSummarizer, else the upgrade modal with no_access.
 */
export function SummarizeModal({ calendarId, initialText, onClose, onUse, onUpgrade }: SummarizeModalProps) {
  const [input, setInput] = useState(() => startingInput(initialText));
  const [inputError, setInputError] = useState<string | null>(null);
  const summarize = useSummarize(calendarId);

  function submit() {
    const error = summarizerInputError(input);
    setInputError(error);
    if (error !== null) return;
    summarize.mutate(input, {
      onError: (failure) => {
        if (isApiError(failure) && failure.code === 'PLAN_LIMIT') onUpgrade(failure.message);
      },
    });
  }

  const reply = summarize.data;
  const failed = summarize.isError && !(isApiError(summarize.error) && summarize.error.code === 'PLAN_LIMIT');
  return (
    <Modal opened onClose={onClose} title="Summarize Article or Paragraph" size="lg" centered zIndex={300}>
      <Stack gap="md">
        <Textarea
          label="Paste a paragraph, or the link of an article"
          description={isWebUrl(input.trim()) ? 'The article at this link' : `${countWords(input)} words`}
          autosize
          minRows={4}
          maxRows={10}
          value={input}
          error={inputError}
          onChange={(event) => setInput(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={summarize.isPending}>
            Summarize
          </Button>
        </Group>
        {failed && (
          <Alert color="red" variant="light" data-testid="summary-error">
            {summarize.error.message}
          </Alert>
        )}
        {reply !== undefined && (
          <Stack gap="xs" data-testid="summary-result">
            <AssistantNotice notice={reply.notice} />
            <Paper withBorder radius="md" p="sm">
              {reply.title !== undefined && reply.title !== '' && (
                <Text fw={600} mb={4}>
                  {reply.title}
                </Text>
              )}
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {reply.summary === '' ? 'No summary could be drawn from this text.' : reply.summary}
              </Text>
            </Paper>
            {reply.summary !== '' && (
              <Group justify="flex-end">
                <Button variant="light" onClick={() => onUse(reply.summary, 'append')}>
                  Add below the text
                </Button>
                <Button onClick={() => onUse(reply.summary, 'replace')}>Replace the text</Button>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}

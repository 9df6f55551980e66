import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { showsAiTitleIcon } from '@kairos/core';
import { IconTextWrap } from '@tabler/icons-react';
import { useSuggestTitle } from '../../lib/assistant/suggest-title';

interface AiTitleButtonProps {
  calendarId: string;
  text: string;
  onTitle: (title: string) => void;
}

/**
 * The AI title icon beside the message: a title for the networks that take one (YouTube, Google
 * Business, Pinterest, web stories). "Text of 10 characters or fewer hides the AI title icon."
 */
export function AiTitleButton({ calendarId, text, onTitle }: AiTitleButtonProps) {
  const suggest = useSuggestTitle(calendarId);
  if (!showsAiTitleIcon(text)) return null;
  const label = 'Suggest a title with AI';
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={label}
        loading={suggest.isPending}
        onClick={() =>
          suggest.mutate(text, {
            onSuccess: (reply) => {
              if (reply.notice !== undefined) notifications.show({ color: 'yellow', message: reply.notice });
              if (reply.title.trim() === '') {
                notifications.show({ color: 'gray', message: 'No title could be drawn from this text yet.' });
              } else {
                onTitle(reply.title);
              }
            },
            onError: (error) => notifications.show({ color: 'red', message: error.message }),
          })
        }
      >
        <IconTextWrap size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

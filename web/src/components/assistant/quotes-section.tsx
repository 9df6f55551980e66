import { ActionIcon, Anchor, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { messages, timings } from '@kairos/core';
import { IconChevronLeft, IconChevronRight, IconQuote } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { useAssistantLimits } from '../../lib/assistant/assistant-limits';
import { quotesQuery } from '../../lib/assistant/quotes-query';
import { firstUrl } from '../../lib/assistant/text-edits';
import { useLatestCallback } from '../../lib/use-latest-callback';

interface QuotesSectionProps {
  calendarId: string;
  /** The message: quotes come from the article its first link leads to. */
  text: string;
  onInsert: (quote: string) => void;
  upgradeHref: string | null;
  /** The section's buttons ('Summarize Article or Paragraph'). */
  actions: ReactNode;
}

function QuotesUpgrade({ upgradeHref }: { upgradeHref: string | null }) {
  return (
    <Text size="sm" c="dimmed">
      {upgradeHref === null ? (
        messages.plans.quotesUpgrade
      ) : (
        <Anchor component={Link} to={upgradeHref}>
          {messages.plans.quotesUpgrade}
        </Anchor>
      )}
    </Text>
  );
}

function QuoteCarousel({
  quotes,
  onInsert,
}: {
  quotes: readonly string[];
  onInsert: (quote: string) => void;
}) {
  const [index, setIndex] = useState(0);
  const shown = Math.min(index, quotes.length - 1);
  const quote = quotes[shown] ?? '';
  return (
    <Group gap="xs" wrap="nowrap" data-testid="quote-carousel">
      <ActionIcon
        variant="subtle"
        aria-label="Previous quote"
        disabled={shown === 0}
        onClick={() => setIndex(shown - 1)}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <UnstyledButton
        style={{ flex: 1 }}
        aria-label={`Insert quote ${shown + 1}`}
        title="Click to add this quote to your post"
        onClick={() => onInsert(quote)}
      >
        <Paper withBorder radius="md" p="xs" bg="gray.0">
          <Text size="sm" fs="italic" lineClamp={4}>
            “{quote}”
          </Text>
        </Paper>
      </UnstyledButton>
      <ActionIcon
        variant="subtle"
        aria-label="Next quote"
        disabled={shown >= quotes.length - 1}
        onClick={() => setIndex(shown + 1)}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
      <Text size="xs" c="dimmed" miw={36} ta="right">
        {shown + 1} / {quotes.length}
      </Text>
    </Group>
  );
}

interface QuotesBodyProps {
  calendarId: string;
  /** The message's first link, once typing paused. */
  url: string | null;
  onInsert: (quote: string) => void;
  upgradeHref: string | null;
}

/** What the section shows for the link: its props change when typing pauses, not on each keystroke. */
const QuotesBody = memo(function QuotesBody({ calendarId, url, onInsert, upgradeHref }: QuotesBodyProps) {
  const allowed = useAssistantLimits().quotes;
  const query = useQuery({ ...quotesQuery(calendarId, url ?? ''), enabled: allowed && url !== null });
  const gated = !allowed || (isApiError(query.error) && query.error.code === 'PLAN_LIMIT');
  if (gated) return <QuotesUpgrade upgradeHref={upgradeHref} />;
  if (url === null)
    return (
      <Text size="sm" c="dimmed">
        Add an article’s link to your message to get quotes from it.
      </Text>
    );
  if (query.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Reading the article…
        </Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Text size="sm" c="red" data-testid="quotes-error">
        {query.error.message}
      </Text>
    );
  }
  if (query.data.quotes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No quotes found in this article.
      </Text>
    );
  return <QuoteCarousel key={url} quotes={query.data.quotes} onInsert={onInsert} />;
});

/** The quotes section: quotes from the article linked in the message, in a carousel; a click adds one. */
export function QuotesSection({ calendarId, text, onInsert, upgradeHref, actions }: QuotesSectionProps) {
  const [url] = useDebouncedValue(firstUrl(text), timings.editorSuggestionDebounceMs);
  const insert = useLatestCallback(onInsert);
  return (
    <Stack gap={6} data-testid="quotes-section">
      <Group justify="space-between">
        <Group gap={6}>
          <IconQuote size={16} />
          <Text fw={600} size="sm">
            Quotes
          </Text>
        </Group>
        <Group gap="xs">{actions}</Group>
      </Group>
      <QuotesBody calendarId={calendarId} url={url} onInsert={insert} upgradeHref={upgradeHref} />
    </Stack>
  );
}

import { appendBlock } from '../../lib/assistant/text-edits';
import { QuotesSection } from './quotes-section';
import { SummarizeButton } from './summarize-button';

interface MessageQuotesProps {
  calendarId: string;
  message: string;
  upgradeHref: string | null;
  onUpgrade: (message: string) => void;
  onMessage: (message: string) => void;
}

/**
 * The quotes section under a message editor, with its 'Summarize Article or Paragraph' button: a
 * quote is added as its own block, a summary replaces the message or is added after it. The same in
 * the composer and the Add to Library modal.
 */
export function MessageQuotes({
  calendarId,
  message,
  upgradeHref,
  onUpgrade,
  onMessage,
}: MessageQuotesProps) {
  return (
    <QuotesSection
      calendarId={calendarId}
      text={message}
      upgradeHref={upgradeHref}
      onInsert={(quote) => onMessage(appendBlock(message, `“${quote}”`))}
      actions={
        <SummarizeButton
          calendarId={calendarId}
          text={message}
          onUpgrade={onUpgrade}
          onUse={(summary, mode) => onMessage(mode === 'replace' ? summary : appendBlock(message, summary))}
        />
      }
    />
  );
}

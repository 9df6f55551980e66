import { type SpellingProblem } from '@kairos/core';
import { Loader, Text } from '@mantine/core';
import { memo, useEffect } from 'react';
import { type Completion, useAutocomplete } from './use-autocomplete';
import { type SettledText } from './use-settled-text';
import { useTextCheck } from './use-text-check';

export interface CheckedText {
  text: string;
  problems: readonly SpellingProblem[];
}

interface AssistantSuggestionsProps {
  calendarId: string;
  /** The text and caret when typing paused, null while typing. */
  settled: SettledText | null;
  autocomplete: boolean;
  onChecked: (checked: CheckedText) => void;
  onCompletion: (completion: Completion | null) => void;
}

/**
 * What the editor asks the assistant (the text check, the completion), and their loading and error
 * states. Its props change only when typing pauses, so a keystroke never runs these queries: the
 * editor above it stays cheap.
 */
export const AssistantSuggestions = memo(function AssistantSuggestions(props: AssistantSuggestionsProps) {
  const { calendarId, settled, autocomplete, onChecked, onCompletion } = props;
  const check = useTextCheck(calendarId, settled);
  const predicted = useAutocomplete(calendarId, settled, autocomplete);
  const { completion } = predicted;
  useEffect(() => {
    if (check.data !== undefined) onChecked(check.data);
  }, [check.data, onChecked]);
  useEffect(() => onCompletion(completion), [completion, onCompletion]);
  return (
    <>
      {check.error !== null && (
        <Text size="xs" c="dimmed" data-testid="spelling-error">
          Spelling check unavailable: {check.error.message}
        </Text>
      )}
      {check.checking && <Loader size={12} aria-label="Checking spelling" />}
      {predicted.error !== null && (
        <Text size="xs" c="dimmed">
          Autocomplete unavailable: {predicted.error.message}
        </Text>
      )}
    </>
  );
});

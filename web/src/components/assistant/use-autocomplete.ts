import { sizes } from '@kairos/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { completionQuery } from '../../lib/assistant/completion-query';
import { isSendable } from '../../lib/assistant/text-edits';
import { type SettledText } from './use-settled-text';

export interface Completion {
  /** The text it follows: the suggestion shows only while the text is still this. */
  text: string;
  completion: string;
}

/**
 * Predictive text: once typing pauses with the caret at the end, the words that may come next.
 * "Autocomplete shown at 768 px width or more"; the plan's autocompleteAPI flag gates it, and
 * without it nothing is asked.
 */
export function useAutocomplete(calendarId: string, settled: SettledText | null, allowed: boolean) {
  const wide = useMediaQuery(`(min-width: ${sizes.autocompleteMinWidth}px)`) === true;
  const asked =
    allowed && wide && settled !== null && settled.caret === settled.text.length && isSendable(settled.text)
      ? settled.text
      : null;
  const query = useQuery({ ...completionQuery(calendarId, asked ?? ''), enabled: asked !== null });
  const { data } = query;
  const completion = useMemo<Completion | null>(
    () =>
      asked !== null && data !== undefined && data.completion !== ''
        ? { text: asked, completion: data.completion }
        : null,
    [asked, data],
  );
  return { completion, error: asked !== null && query.isError ? query.error : null };
}

import { sizes } from '@kairos/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { completionQuery } from '../../lib/assistant/completion-query';
import { isSendable } from '../../lib/assistant/text-edits';
import { type SettledText } from './use-settled-text';

/**
 * Predictive text: once typing pauses with the caret at the end, the words that may come next show
 * as a ghost after the text. "Autocomplete shown at 768 px width or more"; the plan's
 * autocompleteAPI flag gates it, and without it nothing is asked.
 */
export function useAutocomplete(calendarId: string, settled: SettledText | null, allowed: boolean) {
  const wide = useMediaQuery(`(min-width: ${sizes.autocompleteMinWidth}px)`) === true;
  const [dismissed, setDismissed] = useState<string | null>(null);
  const asked =
    allowed && wide && settled !== null && settled.caret === settled.text.length && isSendable(settled.text)
      ? settled.text
      : null;
  const query = useQuery({ ...completionQuery(calendarId, asked ?? ''), enabled: asked !== null });
  const completion = asked !== null && asked !== dismissed ? (query.data?.completion ?? '') : '';
  return {
    ghost: completion === '' ? null : completion,
    error: asked !== null && query.isError ? query.error : null,
    dismiss: () => setDismissed(asked),
  };
}

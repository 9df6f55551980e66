import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { followProblems, isSendable } from '../../lib/assistant/text-edits';
import { textCheckQuery } from '../../lib/assistant/text-check-query';
import { type SettledText } from './use-settled-text';

/**
 * The spelling problems of what is written: checked once typing pauses, and carried along (moved or
 * dropped) as the user keeps typing, so the underlines never point at the wrong letters.
 */
export function useTextCheck(calendarId: string, text: string, settled: SettledText | null) {
  const checkedText = settled !== null && isSendable(settled.text) ? settled.text : null;
  const query = useQuery({
    ...textCheckQuery(calendarId, checkedText ?? ''),
    enabled: checkedText !== null,
    placeholderData: keepPreviousData,
  });
  const data = text.trim() === '' ? undefined : query.data;
  const problems = useMemo(
    () => (data === undefined ? [] : followProblems(data.text, text, data.problems)),
    [data, text],
  );
  return {
    problems,
    checking: query.isFetching,
    checked: data !== undefined,
    error: query.isError ? query.error : null,
  };
}

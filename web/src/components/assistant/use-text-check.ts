import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { textCheckQuery } from '../../lib/assistant/text-check-query';
import { isSendable } from '../../lib/assistant/text-edits';
import { type SettledText } from './use-settled-text';

/**
 * The text check of what is written, asked once typing pauses. The answer keeps the text it is about
 * (the editor carries its problems onto what was typed since), and the last one stays while typing.
 */
export function useTextCheck(calendarId: string, settled: SettledText | null) {
  const checkedText = settled !== null && isSendable(settled.text) ? settled.text : null;
  const query = useQuery({
    ...textCheckQuery(calendarId, checkedText ?? ''),
    enabled: checkedText !== null,
    placeholderData: keepPreviousData,
  });
  return { data: query.data, checking: query.isFetching, error: query.isError ? query.error : null };
}

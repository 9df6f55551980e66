import { useCallback, useEffect, useRef, useState } from 'react';

export interface SettledText {
  text: string;
  caret: number;
}

/**
 * The text and caret once the user stops for `delayMs` ("editor suggestion 300 ms"): the suggestions
 * are asked for then, not on every keystroke. The caret lives in a ref, so moving it costs no render.
 */
export function useSettledText(text: string, delayMs: number) {
  const [settled, setSettled] = useState<SettledText | null>(null);
  const latest = useRef({ text, caret: text.length });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSettled({ ...latest.current }), delayMs);
  }, [delayMs]);

  useEffect(() => {
    latest.current = { text, caret: Math.min(latest.current.caret, text.length) };
    schedule();
  }, [text, schedule]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onCaret = useCallback(
    (caret: number) => {
      if (caret === latest.current.caret) return;
      latest.current = { ...latest.current, caret };
      schedule();
    },
    [schedule],
  );
  return {
    settled: settled !== null && settled.text === text ? settled : null,
    lastSettled: settled,
    onCaret,
  };
}

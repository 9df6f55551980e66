import { Group, Kbd, Stack, Text, Textarea } from '@mantine/core';
import { timings, type SpellingProblem } from '@kairos/core';
import {
  type KeyboardEvent,
  type RefObject,
  type TouchEvent,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { followProblems, replaceRange, wordBeforeCaret } from '../../lib/assistant/text-edits';
import classes from './assisted-textarea.module.css';
import { AssistantSuggestions, type CheckedText } from './assistant-suggestions';
import { EmojiSuggestions } from './emoji-suggestions';
import { SpellingFixes } from './spelling-fixes';
import { TextOverlay } from './text-overlay';
import { type Completion } from './use-autocomplete';
import { useSettledText } from './use-settled-text';

interface AssistedTextareaProps {
  id: string;
  calendarId: string;
  value: string;
  /** `urgent` for an edit made by a click (a fix, an emoji, an accepted suggestion). */
  onChange: (text: string, urgent: boolean) => void;
  onBlur?: () => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** The plan's autocompleteAPI flag. */
  autocomplete: boolean;
  placeholder: string;
  minRows: number;
  maxRows: number;
  /** A bordered field (the library modal) rather than the composer's borderless one. */
  bordered?: boolean;
}

/** A horizontal swipe of this many pixels accepts the suggestion on a touch screen. */
const swipeDistance = 48;
const noProblems: readonly SpellingProblem[] = [];
const textareaClassNames = { input: classes.input };

/** The textarea and the copy under it share these, so their lines wrap alike. */
function metricsOf(bordered: boolean) {
  return {
    fontFamily: 'var(--mantine-font-family)',
    fontSize: 15,
    lineHeight: 1.55,
    letterSpacing: 'normal',
    padding: bordered ? '8px 12px' : '6px 0',
  };
}

/**
 * The message editor with the writing assistant's help: misspellings underlined with their fixes,
 * emoji for the word being typed, and the predictive text that Tab (or a swipe) accepts. A keystroke
 * only sets the text and moves the underlines; every question waits for typing to pause.
 */
export function AssistedTextarea(props: AssistedTextareaProps) {
  const { id, calendarId, value, onChange, textareaRef, autocomplete, bordered = false } = props;
  const overlay = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const { settled, lastSettled, onCaret } = useSettledText(value, timings.editorSuggestionDebounceMs);
  const [checked, setChecked] = useState<CheckedText | null>(null);
  const [completion, setCompletion] = useState<Completion | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const problems = useMemo(
    () =>
      checked === null || value.trim() === ''
        ? noProblems
        : followProblems(checked.text, value, checked.problems),
    [checked, value],
  );
  const ghost =
    completion !== null && completion.text === value && dismissed !== value ? completion.completion : null;
  const word = lastSettled === null ? null : wordBeforeCaret(lastSettled.text, lastSettled.caret);
  const styles = useMemo(() => ({ input: metricsOf(bordered) }), [bordered]);

  // Clicks on the rows below use the latest text without making their handlers new on each keystroke.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const editAt = useCallback(
    (next: string, caret: number) => {
      latest.current.onChange(next, true);
      requestAnimationFrame(() => {
        textareaRef.current?.focus();
        textareaRef.current?.setSelectionRange(caret, caret);
      });
    },
    [textareaRef],
  );
  const insertEmoji = useCallback(
    (emoji: string) => {
      const text = latest.current.value;
      const caret = textareaRef.current?.selectionStart ?? text.length;
      const inserted = /\s$|^$/u.test(text.slice(0, caret)) ? emoji : ` ${emoji}`;
      editAt(replaceRange(text, caret, 0, inserted), caret + inserted.length);
    },
    [editAt, textareaRef],
  );
  const fix = useCallback(
    (problem: SpellingProblem, replacement: string) =>
      editAt(
        replaceRange(latest.current.value, problem.offset, problem.length, replacement),
        problem.offset + replacement.length,
      ),
    [editAt],
  );

  const accept = () => {
    if (ghost === null) return false;
    editAt(value + ghost, value.length + ghost.length);
    return true;
  };

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (ghost === null || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Tab' && accept()) event.preventDefault();
    if (event.key === 'Escape') {
      // Escape drops the suggestion, and only that: the modal around stays open.
      event.stopPropagation();
      setDismissed(value);
    }
  }

  function onTouchEnd(event: TouchEvent<HTMLTextAreaElement>) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (start === null || touch === undefined) return;
    const dx = touch.clientX - start.x;
    if (dx > swipeDistance && Math.abs(touch.clientY - start.y) < swipeDistance / 2) accept();
  }

  return (
    <Stack gap={4}>
      <div className={classes.field}>
        <TextOverlay ref={overlay} text={value} problems={problems} ghost={ghost} style={styles.input} />
        <Textarea
          id={id}
          ref={textareaRef}
          placeholder={props.placeholder}
          value={value}
          onChange={(event) => {
            onCaret(event.currentTarget.selectionStart);
            onChange(event.currentTarget.value, false);
          }}
          onSelect={(event) => onCaret(event.currentTarget.selectionStart)}
          onBlur={props.onBlur}
          onKeyDown={onKeyDown}
          onScroll={(event) => {
            if (overlay.current !== null) overlay.current.scrollTop = event.currentTarget.scrollTop;
          }}
          onTouchStart={(event) => {
            const touch = event.touches[0];
            touchStart.current = touch === undefined ? null : { x: touch.clientX, y: touch.clientY };
          }}
          onTouchEnd={onTouchEnd}
          autosize
          minRows={props.minRows}
          maxRows={props.maxRows}
          variant={bordered ? 'default' : 'unstyled'}
          classNames={textareaClassNames}
          styles={styles}
          spellCheck={false}
        />
      </div>
      <Group gap="xs" justify="space-between" wrap="wrap" mih={22}>
        <Group gap="xs">
          {problems.length > 0 && <SpellingFixes problems={problems} onFix={fix} />}
          <AssistantSuggestions
            calendarId={calendarId}
            settled={settled}
            autocomplete={autocomplete}
            onChecked={setChecked}
            onCompletion={setCompletion}
          />
        </Group>
        {ghost !== null && (
          <Text size="xs" c="dimmed" aria-live="polite" data-testid="autocomplete-hint">
            <Kbd size="xs">Tab</Kbd> to add “{ghost.trim()}”
          </Text>
        )}
      </Group>
      <EmojiSuggestions word={word} onPick={insertEmoji} />
    </Stack>
  );
}

import { Group, Kbd, Stack, Text, Textarea } from '@mantine/core';
import { timings } from '@kairos/core';
import { type CSSProperties, type KeyboardEvent, type RefObject, type TouchEvent, useRef } from 'react';
import { type SpellingProblem } from '@kairos/core';
import { replaceRange, wordBeforeCaret } from '../../lib/assistant/text-edits';
import classes from './assisted-textarea.module.css';
import { EmojiSuggestions } from './emoji-suggestions';
import { SpellingFixes } from './spelling-fixes';
import { TextOverlay } from './text-overlay';
import { useAutocomplete } from './use-autocomplete';
import { useSettledText } from './use-settled-text';
import { useTextCheck } from './use-text-check';

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

/**
 * The message editor with the writing assistant's help: misspellings underlined with their fixes,
 * emoji for the word being typed, and the predictive text that Tab (or a swipe) accepts. A keystroke
 * only sets the text; every suggestion waits for typing to pause.
 */
export function AssistedTextarea(props: AssistedTextareaProps) {
  const { id, calendarId, value, onChange, textareaRef, autocomplete, bordered = false } = props;
  const overlay = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const { settled, lastSettled, onCaret } = useSettledText(value, timings.editorSuggestionDebounceMs);
  const check = useTextCheck(calendarId, value, settled);
  const predicted = useAutocomplete(calendarId, settled, autocomplete);
  const word = lastSettled === null ? null : wordBeforeCaret(lastSettled.text, lastSettled.caret);
  const metrics: CSSProperties = {
    fontFamily: 'var(--mantine-font-family)',
    fontSize: 15,
    lineHeight: 1.55,
    letterSpacing: 'normal',
    padding: bordered ? '8px 12px' : '6px 0',
  };

  function editAt(next: string, caret: number) {
    onChange(next, true);
    requestAnimationFrame(() => {
      textareaRef.current?.focus();
      textareaRef.current?.setSelectionRange(caret, caret);
    });
  }

  const accept = () => {
    if (predicted.ghost === null) return false;
    editAt(value + predicted.ghost, value.length + predicted.ghost.length);
    return true;
  };

  function fix(problem: SpellingProblem, replacement: string) {
    editAt(
      replaceRange(value, problem.offset, problem.length, replacement),
      problem.offset + replacement.length,
    );
  }

  function insertEmoji(emoji: string) {
    const caret = textareaRef.current?.selectionStart ?? value.length;
    const inserted = /\s$|^$/u.test(value.slice(0, caret)) ? emoji : ` ${emoji}`;
    editAt(replaceRange(value, caret, 0, inserted), caret + inserted.length);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (predicted.ghost === null || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Tab' && accept()) event.preventDefault();
    if (event.key === 'Escape') {
      // Escape drops the suggestion, and only that: the modal around stays open.
      event.stopPropagation();
      predicted.dismiss();
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

  const error = predicted.error;
  return (
    <Stack gap={4}>
      <div className={classes.field}>
        <TextOverlay
          ref={overlay}
          text={value}
          problems={check.problems}
          ghost={predicted.ghost}
          style={metrics}
        />
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
          classNames={{ input: classes.input }}
          styles={{ input: metrics }}
          spellCheck={false}
        />
      </div>
      <Group gap="xs" justify="space-between" wrap="wrap" mih={22}>
        <SpellingFixes problems={check.problems} checking={check.checking} error={check.error} onFix={fix} />
        {predicted.ghost !== null && (
          <Text size="xs" c="dimmed" aria-live="polite" data-testid="autocomplete-hint">
            <Kbd size="xs">Tab</Kbd> to add “{predicted.ghost.trim()}”
          </Text>
        )}
        {error !== null && (
          <Text size="xs" c="dimmed">
            Autocomplete unavailable: {error.message}
          </Text>
        )}
      </Group>
      <EmojiSuggestions word={word} onPick={insertEmoji} />
    </Stack>
  );
}

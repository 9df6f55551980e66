import { type CSSProperties, type Ref, useMemo } from 'react';
import { type SpellingProblem } from '@kairos/core';
import classes from './assisted-textarea.module.css';

interface TextOverlayProps {
  text: string;
  problems: readonly SpellingProblem[];
  /** The autocomplete suggestion, drawn after the text. */
  ghost: string | null;
  style: CSSProperties;
  ref: Ref<HTMLDivElement>;
}

interface Segment {
  text: string;
  problem: boolean;
}

function segmentsOf(text: string, problems: readonly SpellingProblem[]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const problem of [...problems].sort((a, b) => a.offset - b.offset)) {
    if (problem.offset < at) continue;
    if (problem.offset > at) segments.push({ text: text.slice(at, problem.offset), problem: false });
    segments.push({ text: text.slice(problem.offset, problem.offset + problem.length), problem: true });
    at = problem.offset + problem.length;
  }
  segments.push({ text: text.slice(at), problem: false });
  return segments;
}

/**
 * A copy of the text laid out exactly as the textarea above it lays out its own, transparent, so
 * only its decorations show through: the wavy underline of each misspelling and the ghost of the
 * autocomplete suggestion. It takes no pointer events; the textarea stays the thing being edited.
 */
export function TextOverlay({ text, problems, ghost, style, ref }: TextOverlayProps) {
  const segments = useMemo(() => segmentsOf(text, problems), [text, problems]);
  return (
    <div ref={ref} className={classes.overlay} style={style} aria-hidden data-testid="editor-overlay">
      {segments.map((segment, index) =>
        segment.problem ? (
          <span key={index} className={classes.problem} data-testid="misspelling">
            {segment.text}
          </span>
        ) : (
          segment.text
        ),
      )}
      {ghost !== null && (
        <span className={classes.ghost} data-testid="autocomplete-ghost">
          {ghost}
        </span>
      )}
      {/* A textarea shows a last empty line after a final line break; so does the copy. */}
      {'\u200b'}
    </div>
  );
}

import type { FuzzRequest } from './request-arbitrary';
import { replayCommand } from './send-and-check';

export interface Finding {
  request: FuzzRequest;
  problems: string[];
}

/** What a finding is, without the ids and numbers that differ from one request to the next. */
const kindOf = (finding: Finding) =>
  finding.problems
    .map((problem) =>
      problem
        .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, '<id>')
        .replace(/\d+/g, 'N')
        .slice(0, 160),
    )
    .join('; ');

/** The message a failing operation throws: what went wrong, a curl command, and how to run it again. */
export function failureReport(
  key: string,
  findings: readonly Finding[],
  replay: { seed: number; path: string | null },
): string {
  const byKind = new Map<string, Finding[]>();
  for (const finding of findings)
    byKind.set(kindOf(finding), [...(byKind.get(kindOf(finding)) ?? []), finding]);
  const lines = [...byKind.values()].flatMap((same, index) => [
    `${key}: ${same[0]!.problems.join('; ')}${same.length > 1 ? ` (and ${same.length - 1} more like it)` : ''}`,
    `replay: ${replayCommand(same[0]!.request, `${key}-${replay.seed}-${index}`)}`,
  ]);
  const path = replay.path ? ` FUZZ_PATH=${replay.path}` : ' FUZZ_KEEP_GOING=1';
  lines.push(
    `again: FUZZ_SEED=${replay.seed} FUZZ_OPERATION='${key}'${path} npx vitest run server/test/fuzz/api-fuzz.test.ts`,
  );
  return lines.join('\n');
}

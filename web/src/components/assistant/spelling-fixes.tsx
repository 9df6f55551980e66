import { Button, Group, Menu, Text } from '@mantine/core';
import { type SpellingProblem } from '@kairos/core';

/** How many misspellings the row offers at once; the underlines show all of them. */
const shownProblems = 6;

interface SpellingFixesProps {
  problems: readonly SpellingProblem[];
  onFix: (problem: SpellingProblem, replacement: string) => void;
}

/** The misspellings the text check found, each with a menu of its fixes. */
export function SpellingFixes({ problems, onFix }: SpellingFixesProps) {
  return (
    <Group gap={4} data-testid="spelling-fixes">
      <Text size="xs" c="dimmed">
        Spelling:
      </Text>
      {problems.slice(0, shownProblems).map((problem) => (
        <Menu key={`${problem.offset}-${problem.word}`} position="bottom-start" shadow="md" withinPortal>
          <Menu.Target>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              aria-label={`Fix ${problem.word}`}
              td="underline wavy"
            >
              {problem.word}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {problem.suggestions.length === 0 ? (
              <Menu.Label>No suggestions</Menu.Label>
            ) : (
              problem.suggestions.map((suggestion) => (
                <Menu.Item key={suggestion} onClick={() => onFix(problem, suggestion)}>
                  {suggestion}
                </Menu.Item>
              ))
            )}
          </Menu.Dropdown>
        </Menu>
      ))}
      {problems.length > shownProblems && (
        <Text size="xs" c="dimmed">
          +{problems.length - shownProblems} more
        </Text>
      )}
    </Group>
  );
}

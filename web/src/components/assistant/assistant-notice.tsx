import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** The model failed and the built-in result is shown: the answer's `notice`, said plainly. */
export function AssistantNotice({ notice }: { notice: string | undefined }) {
  if (notice === undefined) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={16} />} data-testid="assistant-notice">
      {notice}
    </Alert>
  );
}

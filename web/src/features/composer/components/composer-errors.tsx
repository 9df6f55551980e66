import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

interface ComposerErrorsProps {
  errors: readonly string[];
  /** Bumped on each failed Post, so the list scrolls into view again. */
  revealKey: number;
}

/** The rules' and the server's messages, under the editor, scrolled into view when Post fails. */
export function ComposerErrors({ errors, revealKey }: ComposerErrorsProps) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (revealKey > 0) alert.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [revealKey]);
  if (errors.length === 0) return null;
  return (
    <Alert
      ref={alert}
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      data-testid="composer-errors"
    >
      {errors.length === 1 ? (
        errors[0]
      ) : (
        <List size="sm" spacing={2}>
          {errors.map((error) => (
            <List.Item key={error}>{error}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

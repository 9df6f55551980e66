import { Alert } from '@mantine/core';

interface ErrorAlertProps {
  message: string | null;
  onClose?: () => void;
}

/** A failure the user can read and dismiss; nothing when there is none. */
export function ErrorAlert({ message, onClose }: ErrorAlertProps) {
  if (message === null) return null;
  return (
    <Alert color="red" variant="light" role="alert" withCloseButton={onClose !== undefined} onClose={onClose}>
      {message}
    </Alert>
  );
}

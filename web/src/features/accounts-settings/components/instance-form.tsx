import { Button, Group, Stack, TextInput } from '@mantine/core';
import { messages } from '@kairos/core';
import { type FormEvent, useState } from 'react';

interface InstanceFormProps {
  submitting: boolean;
  onSubmit: (instance: string) => void;
  onCancel: () => void;
}

/** Mastodon runs on many servers: the user names theirs before we can send them to sign in. */
export function InstanceForm({ submitting, onSubmit, onCancel }: InstanceFormProps) {
  const [instance, setInstance] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (instance.trim() === '') {
      setError(messages.accounts.instanceRequired);
      return;
    }
    onSubmit(instance.trim());
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Your server"
          description="The address of the Mastodon server you sign in on"
          placeholder="mastodon.social"
          data-autofocus
          value={instance}
          error={error}
          onChange={(event) => {
            setInstance(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

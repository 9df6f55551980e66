import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { credentialsConnectBodySchema, messages } from '@kairos/core';
import { type FormEvent, useState } from 'react';

interface CredentialsFormProps {
  submitting: boolean;
  onSubmit: (identifier: string, password: string) => void;
  onCancel: () => void;
}

const credentialsSchema = credentialsConnectBodySchema.pick({ identifier: true, password: true });

/** Bluesky signs in with the handle and an app password made for Kairos, never the account's password. */
export function CredentialsForm({ submitting, onSubmit, onCancel }: CredentialsFormProps) {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = credentialsSchema.safeParse({ identifier, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.accounts.credentialsRequired);
      return;
    }
    onSubmit(parsed.data.identifier, parsed.data.password);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Handle"
          placeholder="you.bsky.social"
          autoComplete="username"
          data-autofocus
          value={identifier}
          onChange={(event) => {
            setIdentifier(event.currentTarget.value);
            setError(null);
          }}
        />
        <PasswordInput
          label="App password"
          autoComplete="off"
          value={password}
          error={error}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setError(null);
          }}
        />
        <Text size="xs" c="dimmed">
          Create an app password in Bluesky under{' '}
          <Anchor href="https://bsky.app/settings/app-passwords" target="_blank" rel="noreferrer" size="xs">
            Settings → App passwords
          </Anchor>
          .
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Connect
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

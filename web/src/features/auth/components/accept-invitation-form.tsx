import { Button, PasswordInput, Stack } from '@mantine/core';
import { acceptInvitationBodySchema } from '@kairos/core';
import { type FormEvent } from 'react';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAcceptInvitation } from '../api/accept-invitation';
import { FormError } from './form-error';

interface AcceptInvitationFormProps {
  /** The token from the invitation's link. */
  token: string;
  onJoined: () => void;
}

export function AcceptInvitationForm({ token, onJoined }: AcceptInvitationFormProps) {
  const form = useSchemaForm(acceptInvitationBodySchema, { token, password: '' }, ['token']);
  const accept = useAcceptInvitation();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body === null) return;
    accept.mutate(body, { onSuccess: onJoined, onError: form.showError });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <PasswordInput
          label="Choose a password"
          description="At least 8 characters, with a letter and a number"
          autoComplete="new-password"
          {...form.textInputProps('password')}
        />
        <Button type="submit" loading={accept.isPending} fullWidth size="md">
          Join the team
        </Button>
      </Stack>
    </form>
  );
}

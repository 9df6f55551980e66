import { Button, PasswordInput, Stack } from '@mantine/core';
import { changePasswordBodySchema } from '@kairos/core';
import { type FormEvent } from 'react';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useChangePassword } from '../api/change-password';
import { FormError } from './form-error';

interface CreateNewPasswordFormProps {
  /** The recovery token from the e-mailed link. */
  token: string;
  onSuccess: (message: string) => void;
}

export function CreateNewPasswordForm({ token, onSuccess }: CreateNewPasswordFormProps) {
  const form = useSchemaForm(changePasswordBodySchema, { token, password: '' }, ['token']);
  const changePassword = useChangePassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body === null) return;
    changePassword.mutate(body, { onSuccess: ({ message }) => onSuccess(message), onError: form.showError });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <PasswordInput
          label="New password"
          description="At least 8 characters, with a letter and a number"
          autoComplete="new-password"
          {...form.textInputProps('password')}
        />
        <Button type="submit" loading={changePassword.isPending} fullWidth size="md">
          Save new password
        </Button>
      </Stack>
    </form>
  );
}

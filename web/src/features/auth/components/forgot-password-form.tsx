import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { recoverPasswordBodySchema } from '@kairos/core';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent } from 'react';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRecoverPassword } from '../api/recover-password';
import { FormError } from './form-error';

export function ForgotPasswordForm() {
  const form = useSchemaForm(recoverPasswordBodySchema, { email: '' });
  const recover = useRecoverPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body !== null) recover.mutate(body, { onError: form.showError });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {recover.data !== undefined && (
          <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
            {recover.data.message}
          </Alert>
        )}
        <FormError message={form.formError} />
        <TextInput label="E-mail" type="email" autoComplete="email" {...form.textInputProps('email')} />
        <Button type="submit" loading={recover.isPending} fullWidth size="md">
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}

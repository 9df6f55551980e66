import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { registerBodySchema } from '@kairos/core';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent } from 'react';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRegister } from '../api/register';
import { FormError } from './form-error';

export function SignupForm() {
  const form = useSchemaForm(registerBodySchema, { name: '', email: '', password: '' });
  const register = useRegister();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body !== null) register.mutate(body, { onError: form.showError });
  }

  if (register.data !== undefined) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconMailCheck size={18} />}
        role="status"
        title="Check your e-mail"
      >
        {register.data.message}
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <TextInput label="Name" autoComplete="name" {...form.textInputProps('name')} />
        <TextInput label="E-mail" type="email" autoComplete="email" {...form.textInputProps('email')} />
        <PasswordInput
          label="Password"
          description="At least 8 characters, with a letter and a number"
          autoComplete="new-password"
          {...form.textInputProps('password')}
        />
        <Button type="submit" loading={register.isPending} fullWidth size="md">
          Create account
        </Button>
      </Stack>
    </form>
  );
}

import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginBodySchema } from '@kairos/core';
import { type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useLogin } from '../api/login';
import { FormError } from './form-error';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useSchemaForm(loginBodySchema, { email: '', password: '' });
  const login = useLogin();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body !== null) login.mutate(body, { onSuccess, onError: form.showError });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <TextInput label="E-mail" type="email" autoComplete="email" {...form.textInputProps('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          {...form.textInputProps('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth size="md">
          Log in
        </Button>
      </Stack>
    </form>
  );
}

import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, newPasswordSchema } from '@kairos/core';
import { type FormEvent } from 'react';
import { z } from 'zod';
import { SectionCard } from '../../../components/ui/section-card';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useChangeOwnPassword } from '../api/change-password';

const passwordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, messages.session.wrongCurrentPassword)
    .max(1024, messages.session.wrongCurrentPassword),
  password: newPasswordSchema,
});

/** Changing the password with the current one (POST /api/session/change-password). */
export function PasswordForm() {
  const form = useSchemaForm(passwordSchema, { currentPassword: '', password: '' });
  const changePassword = useChangeOwnPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body === null) return;
    changePassword.mutate(body, {
      onSuccess: () => {
        form.setField('currentPassword', '');
        form.setField('password', '');
        notifications.show({ color: 'teal', message: messages.settings.passwordChanged });
      },
      onError: form.showError,
    });
  }

  return (
    <SectionCard title="Password" description="Changing it signs you out everywhere else.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={640}>
          {form.formError !== null && (
            <Alert color="red" variant="light" role="alert">
              {form.formError}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.textInputProps('currentPassword')}
          />
          <PasswordInput
            label="New password"
            description="At least 8 characters, with a letter and a number"
            autoComplete="new-password"
            {...form.textInputProps('password')}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="default" loading={changePassword.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

import { Alert, Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type User, settingsBodySchema } from '@kairos/core';
import { type FormEvent, useMemo } from 'react';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useUpdateSettings } from '../api/update-settings';

/** The runtime's IANA zones, plus the user's own when the runtime leaves it out (Chromium omits 'UTC'). */
function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

const profileSchema = settingsBodySchema.pick({ name: true, timezone: true }).required();

export function ProfileForm({ user }: { user: User }) {
  const form = useSchemaForm(profileSchema, { name: user.name, timezone: user.timezone });
  const updateSettings = useUpdateSettings();
  const zones = useMemo(() => timeZoneOptions(user.timezone), [user.timezone]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body === null) return;
    updateSettings.mutate(body, {
      onSuccess: () => notifications.show({ color: 'teal', message: 'Your profile has been saved' }),
      onError: form.showError,
    });
  }

  return (
    <Paper withBorder radius="md" p="xl" maw={560}>
      <Title order={2} fz="lg" mb="lg">
        Profile
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {form.formError !== null && (
            <Alert color="red" variant="light" role="alert">
              {form.formError}
            </Alert>
          )}
          <TextInput label="E-mail" value={user.email} readOnly disabled />
          <TextInput label="Name" autoComplete="name" {...form.textInputProps('name')} />
          <Select
            label="Time zone"
            description="Posts are scheduled in this time zone"
            data={zones}
            searchable
            allowDeselect={false}
            nothingFoundMessage="No time zone matches"
            value={form.values.timezone}
            error={form.errors.timezone}
            onChange={(zone) => form.setField('timezone', zone ?? '')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={updateSettings.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

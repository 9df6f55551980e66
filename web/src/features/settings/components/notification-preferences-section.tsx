import { Alert, Loader, Stack, Switch } from '@mantine/core';
import { digestHour, type NotificationPreferences } from '@kairos/core';
import { SectionCard } from '../../../components/ui/section-card';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences';

const choices: ReadonlyArray<{ key: keyof NotificationPreferences; label: string; description: string }> = [
  {
    key: 'emailOnFailedPublish',
    label: 'A post could not be published',
    description: 'An e-mail with the network’s reason and a link to retry.',
  },
  {
    key: 'emailOnReconnectNeeded',
    label: 'An account needs reconnecting',
    description: 'An e-mail when a connection lapses, once each time.',
  },
  {
    key: 'dailyDigest',
    label: 'Daily digest of tomorrow’s posts',
    description: `Every evening from ${digestHour}:00 in your time zone, when there is something planned.`,
  },
];

/** Which e-mails the user gets; each switch saves at once. The notifications in the app stay. */
export function NotificationPreferencesSection() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  return (
    <SectionCard
      title="Notifications"
      description="The e-mails Kairos sends you. Notifications in the app are always on."
    >
      {preferences.isPending && <Loader size="sm" />}
      {preferences.isError && (
        <Alert color="red" variant="light">
          {preferences.error.message}
        </Alert>
      )}
      {update.isError && (
        <Alert color="red" variant="light" mb="md">
          {update.error.message}
        </Alert>
      )}
      {preferences.isSuccess && (
        <Stack gap="lg" maw={640}>
          {choices.map(({ key, label, description }) => (
            <Switch
              key={key}
              label={label}
              description={description}
              checked={preferences.data[key]}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ [key]: event.currentTarget.checked })}
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

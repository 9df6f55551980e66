import { Alert, Avatar, Button, FileButton, Group, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, type User, settingsBodySchema } from '@kairos/core';
import { type FormEvent, useMemo, useState } from 'react';
import { uploadMedia } from '../../../lib/media/upload-media';
import { SectionCard } from '../../../components/ui/section-card';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useUpdateSettings } from '../api/update-settings';

/** The runtime's IANA zones, plus the user's own when the runtime leaves it out (Chromium omits 'UTC'). */
function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

const profileSchema = settingsBodySchema.pick({ name: true, timezone: true }).required();
const avatarSchema = settingsBodySchema.shape.avatar;

/**
 * Name, avatar and time zone (PUT /api/settings). The avatar is a picture the person uploads (an
 * `avatar` upload, which any member may make in a calendar they see) or a picture's web address.
 */
export function ProfileForm({ user, calendarId }: { user: User; calendarId: string }) {
  const [uploading, setUploading] = useState(false);
  const form = useSchemaForm(profileSchema.extend({ avatar: avatarSchema }), {
    name: user.name,
    timezone: user.timezone,
    avatar: user.avatar,
  });
  const updateSettings = useUpdateSettings();
  const zones = useMemo(() => timeZoneOptions(user.timezone), [user.timezone]);
  const avatar = form.values.avatar ?? '';

  async function uploadPicture(file: File | null) {
    if (file === null) return;
    setUploading(true);
    try {
      const picture = await uploadMedia(file, calendarId, () => {}, { kind: 'avatar' });
      form.setField('avatar', picture.url);
    } catch (error) {
      form.showError(error);
    } finally {
      setUploading(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body === null) return;
    updateSettings.mutate(body, {
      onSuccess: () => notifications.show({ color: 'teal', message: messages.settings.profileSaved }),
      onError: form.showError,
    });
  }

  return (
    <SectionCard
      title="Profile"
      description="Your name, your picture and the time zone your posts are scheduled in."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={640}>
          {form.formError !== null && (
            <Alert color="red" variant="light" role="alert">
              {form.formError}
            </Alert>
          )}
          <TextInput label="E-mail" value={user.email} readOnly disabled />
          <TextInput label="Name" autoComplete="name" {...form.textInputProps('name')} />
          <Group align="flex-end" wrap="nowrap">
            <Avatar src={avatar === '' ? null : avatar} name={form.values.name} color="initials" size="lg" />
            <TextInput
              label="Avatar"
              description="Upload a picture, or give its web address (https://…); leave empty for your initials"
              placeholder="https://"
              style={{ flex: 1 }}
              name="avatar"
              value={avatar}
              error={form.errors.avatar}
              onChange={(event) => {
                const value = event.currentTarget.value.trim();
                form.setField('avatar', value === '' ? null : value);
              }}
            />
            <FileButton
              onChange={(file) => void uploadPicture(file)}
              accept="image/png,image/jpeg,image/webp,image/gif"
            >
              {(props) => (
                <Button {...props} variant="default" loading={uploading}>
                  Upload a picture
                </Button>
              )}
            </FileButton>
          </Group>
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
    </SectionCard>
  );
}

import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { referralBodySchema } from '@kairos/core';
import { IconCheck, IconCopy, IconSend } from '@tabler/icons-react';
import { type FormEvent } from 'react';
import { SectionCard } from '../../../components/ui/section-card';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSendReferral } from '../api/send-referral';

interface ReferFriendSectionProps {
  /** The app's address, e.g. https://kairos.example.com. */
  origin: string;
}

/**
 * The voice intent "settings#referFriend" lands here: an invitation e-mail sent by Kairos in the
 * user's name (POST /api/user/send-referral-email, a few a day), or the sign-up link to share.
 */
export function ReferFriendSection({ origin }: ReferFriendSectionProps) {
  const link = `${origin}/signup`;
  const form = useSchemaForm(referralBodySchema, { email: '', friendName: undefined });
  const send = useSendReferral();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body === null) return;
    send.mutate(body, {
      onSuccess: (reply) => {
        form.setField('email', '');
        form.setField('friendName', undefined);
        notifications.show({ color: 'teal', message: reply.message });
      },
      onError: form.showError,
    });
  }

  return (
    <SectionCard title="Refer a friend" description="Invite someone who schedules posts too.">
      <Stack gap="lg" maw={640}>
        <form onSubmit={submit} noValidate aria-label="Invite a friend by e-mail">
          <Stack gap="md">
            {form.formError !== null && (
              <Alert color="red" variant="light" role="alert">
                {form.formError}
              </Alert>
            )}
            <Group grow align="flex-start">
              <TextInput
                label="Friend's e-mail"
                type="email"
                autoComplete="off"
                {...form.textInputProps('email')}
              />
              <TextInput
                label="Friend's name (optional)"
                autoComplete="off"
                value={form.values.friendName ?? ''}
                error={form.errors.friendName}
                onChange={(event) => form.setField('friendName', event.currentTarget.value || undefined)}
              />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
                Send invitation
              </Button>
            </Group>
          </Stack>
        </form>
        <Group align="flex-end" wrap="nowrap">
          <TextInput label="Or share the sign-up link" value={link} readOnly style={{ flex: 1 }} />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm" c="dimmed">
          We send one short e-mail in your name and never write to your friend again unless they sign up.
        </Text>
      </Stack>
    </SectionCard>
  );
}

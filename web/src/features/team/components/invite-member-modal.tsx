import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Calendar, inviteMemberBodySchema } from '@kairos/core';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useInviteMember } from '../api/invite-member';
import { usesEveryCalendar } from '../lib/member-roles';
import { type MemberAccess, MemberAccessFields } from './member-access-fields';

interface InviteMemberModalProps {
  calendars: readonly Calendar[];
  /** Where the invitation starts: the calendar the inviter is in. */
  currentCalendarId: string;
  onClose: () => void;
}

type Field = 'email' | 'name' | 'calendars';

/** Invite by e-mail with a role and calendars; the server mails a link valid seven days. */
export function InviteMemberModal({ calendars, currentCalendarId, onClose }: InviteMemberModalProps) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [access, setAccess] = useState<MemberAccess>({ role: 'editor', calendars: [currentCalendarId] });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const invite = useInviteMember();

  function showError(error: unknown) {
    const next: Partial<Record<Field, string>> = {};
    for (const detail of isApiError(error) ? error.details : []) {
      const field = detail.path.split('.')[1];
      if (field === 'email' || field === 'name' || field === 'calendars') next[field] ??= detail.message;
    }
    setErrors(next);
    if (Object.keys(next).length === 0) setFormError(error instanceof Error ? error.message : String(error));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = inviteMemberBodySchema.safeParse({
      email,
      role: access.role,
      calendars: usesEveryCalendar(access.role) ? [] : access.calendars,
      ...(name.trim() === '' ? {} : { name }),
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'email' || field === 'name' || field === 'calendars') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: (member) => {
        notifications.show({ color: 'teal', message: `We have sent an invitation to ${member.email}.` });
        onClose();
      },
      onError: showError,
    });
  }

  return (
    <Modal opened onClose={onClose} title="Invite a member" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError !== null && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput
            label="E-mail"
            type="email"
            data-autofocus
            value={email}
            error={errors.email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
          />
          <TextInput
            label="Name"
            description="Optional: how the team sees this person until they join"
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <MemberAccessFields
            value={access}
            onChange={setAccess}
            calendars={calendars}
            calendarsError={errors.calendars}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

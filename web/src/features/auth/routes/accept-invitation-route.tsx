import { Anchor, Text } from '@mantine/core';
import { messages } from '@kairos/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AcceptInvitationForm } from '../components/accept-invitation-form';
import { AuthHeading } from '../components/auth-heading';
import { FormError } from '../components/form-error';

/** The invitation mail's link (/accept-invitation?token=…): a password, then the team's first calendar. */
export function AcceptInvitationRoute() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <>
      <AuthHeading
        title="Join your team"
        description="Choose a password to start working in your team's calendars."
      />
      {token === '' ? (
        <FormError message={messages.team.invalidInvitation} />
      ) : (
        // "/" opens the first calendar the person may see.
        <AcceptInvitationForm token={token} onJoined={() => void navigate('/', { replace: true })} />
      )}
      <Text size="sm" ta="center" mt="xl" c="dimmed">
        Already joined?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Log in
        </Anchor>
      </Text>
    </>
  );
}

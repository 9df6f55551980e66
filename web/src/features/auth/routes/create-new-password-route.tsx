import { Anchor, Text } from '@mantine/core';
import { messages } from '@kairos/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthHeading } from '../components/auth-heading';
import { CreateNewPasswordForm } from '../components/create-new-password-form';
import { FormError } from '../components/form-error';

export function CreateNewPasswordRoute() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');

  return (
    <>
      <AuthHeading
        title="Choose a new password"
        description="Pick a password you have not used here before."
      />
      {token === null || token === '' ? (
        <FormError message={messages.session.invalidRecoveryToken} />
      ) : (
        <CreateNewPasswordForm
          token={token}
          onSuccess={(notice) => void navigate('/login', { replace: true, state: { notice } })}
        />
      )}
      <Text size="sm" ta="center" mt="xl" c="dimmed">
        <Anchor component={Link} to="/forgot-password" fw={600}>
          Ask for a new link
        </Anchor>
      </Text>
    </>
  );
}

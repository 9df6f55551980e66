import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthHeading } from '../components/auth-heading';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <>
      <AuthHeading
        title="Forgot your password?"
        description="Enter the e-mail you signed up with and we will send you a link to choose a new one."
      />
      <ForgotPasswordForm />
      <Text size="sm" ta="center" mt="xl" c="dimmed">
        Remembered it?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Back to log in
        </Anchor>
      </Text>
    </>
  );
}

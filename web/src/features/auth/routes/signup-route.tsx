import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthHeading } from '../components/auth-heading';
import { SignupForm } from '../components/signup-form';

export function SignupRoute() {
  return (
    <>
      <AuthHeading
        title="Create your account"
        description="Start planning your social media in minutes. No card needed."
      />
      <SignupForm />
      <Text size="sm" ta="center" mt="xl" c="dimmed">
        Already have an account?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Log in
        </Anchor>
      </Text>
    </>
  );
}

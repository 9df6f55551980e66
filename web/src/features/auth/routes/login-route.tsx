import { Alert, Anchor, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { takeReturnTo } from '../../../lib/return-to';
import { AuthHeading } from '../components/auth-heading';
import { LoginForm } from '../components/login-form';

/** A page that sends the user here may leave a notice, e.g. after a new password was saved. */
function noticeFrom(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string') {
    return state.notice;
  }
  return null;
}

export function LoginRoute() {
  const navigate = useNavigate();
  const notice = noticeFrom(useLocation().state);

  return (
    <>
      <AuthHeading title="Welcome back" description="Log in to plan, schedule and publish your posts." />
      {notice !== null && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} mb="md" role="status">
          {notice}
        </Alert>
      )}
      <LoginForm onSuccess={() => void navigate(takeReturnTo('/'), { replace: true })} />
      <Text size="sm" ta="center" mt="xl" c="dimmed">
        New to Kairos?{' '}
        <Anchor component={Link} to="/signup" fw={600}>
          Create an account
        </Anchor>
      </Text>
    </>
  );
}

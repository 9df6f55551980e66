import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { messages } from '@kairos/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useConfirmRegistration } from '../api/confirm-registration';
import { takeReturnTo } from '../../../lib/return-to';
import { AuthHeading } from '../components/auth-heading';
import { FormError } from '../components/form-error';

/** The sign-up mail's link (/signup/confirm?token=…): creates the account, then opens the app. */
export function SignupConfirmRoute() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useConfirmRegistration();
  const asked = useRef(false);

  useEffect(() => {
    // Once: a second call with the same link would find it spent (React runs effects twice in dev).
    if (asked.current || token === '') return;
    asked.current = true;
    confirm.mutate(token, { onSuccess: () => void navigate(takeReturnTo('/'), { replace: true }) });
  }, [confirm, navigate, token]);

  const failed = token === '' ? messages.session.invalidSignupLink : (confirm.error?.message ?? null);
  return (
    <>
      <AuthHeading title="Creating your account" description="One moment while we set up your calendar." />
      {failed === null ? (
        <Stack align="center" py="md">
          <Loader aria-label="Creating your account" />
        </Stack>
      ) : (
        <FormError message={failed} />
      )}
      <Text size="sm" ta="center" mt="xl" c="dimmed">
        <Anchor component={Link} to="/signup" fw={600}>
          Sign up again
        </Anchor>
      </Text>
    </>
  );
}

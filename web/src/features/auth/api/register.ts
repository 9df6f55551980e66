import { isValidTimeZone, messageReplySchema, type RegisterBody } from '@kairos/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The browser's IANA zone, so a new user's schedule is right from the first post. */
function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : undefined;
}

/** Sign-up mails a link that creates the account; the answer is the same for a known e-mail. */
export function register(body: RegisterBody) {
  return apiClient.post(
    '/api/session/register',
    { timezone: browserTimeZone(), ...body },
    { schema: messageReplySchema },
  );
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

import { messages } from '@kairos/core';
import { validationFailed } from '../../errors/app-error';
import { assertPublicHost, type SafeFetchOptions } from '../../net/safe-fetch';
import type { MediaStorage } from '../../storage/media-storage';

/**
 * An avatar is shown to the team's browsers and may be fetched by us one day (a notification mail,
 * a network's profile picture): it must be one of our own files, or an http(s) address whose host
 * resolves to public addresses only, checked as the safe fetch checks what it fetches. A loopback or
 * private address (http://127.0.0.1:5432/, http://169.254.169.254/) is refused now, not when fetched.
 */
export async function assertAvatarAddress(
  avatar: string,
  storage: MediaStorage | undefined,
  fetchOptions: SafeFetchOptions,
): Promise<void> {
  if (storage?.keyOfReadUrl(avatar)) return;
  try {
    await assertPublicHost(new URL(avatar), fetchOptions);
  } catch {
    throw validationFailed('body.avatar', messages.settings.avatarNotPublic);
  }
}

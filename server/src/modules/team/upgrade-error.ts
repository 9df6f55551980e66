import type { UpgradeNeeded } from '@kairos/core';
import { AppError } from '../../errors/app-error';

/** The one upgrade error (403 PLAN_LIMIT with the reason the upgrade modal reads). */
export const upgradeError = (upgrade: UpgradeNeeded, path?: string) =>
  new AppError('PLAN_LIMIT', upgrade.message, {
    reason: upgrade.reason,
    ...(path ? { details: [{ path, message: upgrade.message }] } : {}),
  });

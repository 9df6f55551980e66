import { networkRules, toSocialType } from '@kairos/core';

/** The name people know a network by ('TikTok' for 'tiktok'); an unknown value is shown as it is. */
export function networkName(socialMedia: string): string {
  const socialType = toSocialType(socialMedia);
  return socialType ? networkRules(socialType).name : socialMedia;
}

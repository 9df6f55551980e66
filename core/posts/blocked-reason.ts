import { messages } from '../messages';

/**
 * "Reason 'No content from library' is replaced by text saying more content is needed ...; a reason
 * containing 'No Mobile tokens found' is replaced by text asking to install the mobile app". Any other
 * reason is shown as the network or rule gave it.
 */
export function blockedReasonText(reason: string): string {
  if (reason === 'No content from library') return messages.retry.noLibraryContent;
  if (reason.includes('No Mobile tokens found')) return messages.retry.noMobileTokens;
  return reason;
}

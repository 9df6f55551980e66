import { messages } from '../messages';
import { networkTable } from '../networks/network-table';
import { type SocialType } from '../networks/social-types';

/**
 * "Upload-time messages: 'You can only upload audio when posting to Alexa Voice. Please, select Alexa
 * account first.' and the PDF equivalent for a WhatsApp group." Which networks take audio or a PDF is
 * the network table's.
 */
export function uploadKindError(kind: 'audio' | 'pdf', selected: readonly SocialType[]): string | null {
  if (selected.some((socialType) => networkTable[socialType].media[kind])) return null;
  return kind === 'audio'
    ? messages.composer.audioUploadNeedsAlexa
    : messages.composer.pdfUploadNeedsWhatsApp;
}

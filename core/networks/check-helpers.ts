import { type AccountOption, type SocialType } from './social-types';
import { type AccountMetadata, type PostBody } from '../posts/post-schema';
import { type ConfirmationKind, type PostFindings } from '../posts/post-findings';

/** Builds the findings of one network's check. */
export function findingsFor(socialMedia: SocialType) {
  const findings: PostFindings = { errors: [], confirmations: [] };
  return {
    findings,
    error(message: string, upgrade?: { reason: 'no_access'; action: string }) {
      findings.errors.push(upgrade ? { message, socialMedia, upgrade } : { message, socialMedia });
    },
    confirm(kind: ConfirmationKind, message: string) {
      findings.confirmations.push({ kind, message, socialMedia });
    },
  };
}

export function metadataOf(post: PostBody, accountId: string): AccountMetadata | undefined {
  return post.accountsMetadata.find((metadata) => metadata.accountId === accountId);
}

export function hasOption(post: PostBody, accountId: string, option: AccountOption): boolean {
  return metadataOf(post, accountId)?.[option] === true;
}

const linkPattern = /\bhttps?:\/\/[^\s<>"']+|\bwww\.[^\s<>"']+/gi;

export function countLinks(text: string): number {
  return text.match(linkPattern)?.length ?? 0;
}

/** Hashtags written in the message plus the ones picked in the hashtag picker, each counted once. */
export function countHashtags(post: PostBody): number {
  const written = post.message.match(/(^|\s)#[\p{L}\p{N}_]+/gu) ?? [];
  const tags = new Set(written.map((tag) => tag.trim().slice(1).toLowerCase()));
  for (const tag of post.hashtags) tags.add(tag.replace(/^#/, '').toLowerCase());
  return tags.size;
}

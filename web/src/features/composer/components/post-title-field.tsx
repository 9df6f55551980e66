import { TextInput } from '@mantine/core';
import {
  type SocialType,
  googleMyBusinessPostTitleLimit,
  googleMyBusinessTitleLimit,
  networkTable,
} from '@kairos/core';

interface PostTitleFieldProps {
  title: string;
  networks: readonly SocialType[];
  /** The title is a Google My Business offer's, which Google takes up to 58 characters. */
  googleOffer: boolean;
  onChange: (title: string) => void;
}

/**
 * The title's limit for the selected networks: the smallest of theirs (YouTube and Pinterest 100,
 * Google My Business 70 in the editor, 58 for an offer's title); 70 before any is chosen.
 */
export function postTitleLimit(networks: readonly SocialType[], googleOffer: boolean): number {
  const limits = networks.flatMap((network) => networkTable[network].titleLimit ?? []);
  if (googleOffer && networks.includes('googleMB')) limits.push(googleMyBusinessPostTitleLimit);
  return limits.length > 0 ? Math.min(...limits) : googleMyBusinessTitleLimit;
}

export function PostTitleField({ title, networks, googleOffer, onChange }: PostTitleFieldProps) {
  const limit = postTitleLimit(networks, googleOffer);
  const over = title.trim().length > limit;
  return (
    <TextInput
      label="Title (Google Business, YouTube, Pinterest, Web Stories)"
      placeholder="Give your post a title"
      value={title}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={<span data-testid="post-title-count">{`${title.trim().length}/${limit}`}</span>}
      rightSectionWidth={64}
      error={over}
      styles={{
        section: { fontSize: 12, color: over ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-dimmed)' },
      }}
    />
  );
}

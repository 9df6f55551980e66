import { Anchor, Text } from '@mantine/core';
import { messages } from '@kairos/core';
import { Fragment } from 'react';

/** TikTok's pages the consent names. */
const policies: Readonly<Record<string, string>> = {
  'Branded Content Policy': 'https://www.tiktok.com/legal/page/global/bc-policy/en',
  'Music Usage Confirmation': 'https://www.tiktok.com/legal/page/global/music-usage-confirmation/en',
};

/**
 * The declaration TikTok requires before the publish button, word for word, the policies it names
 * linked: branded content adds the Branded Content Policy.
 */
export function TikTokConsent({ brandedContent }: { brandedContent: boolean }) {
  const text = brandedContent ? messages.tiktok.brandedContentConsent : messages.tiktok.musicUsageConsent;
  const parts = text.split(/(Branded Content Policy|Music Usage Confirmation)/);
  return (
    <Text size="xs" c="dimmed" data-testid="tiktok-consent">
      {parts.map((part, index) => {
        const href = policies[part];
        return href ? (
          <Anchor key={index} href={href} target="_blank" rel="noreferrer" size="xs">
            {part}
          </Anchor>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        );
      })}
    </Text>
  );
}

import { ThemeIcon } from '@mantine/core';
import { type SocialType } from '@kairos/core';
import {
  IconBrandAmazon,
  IconBrandBluesky,
  IconBrandFacebook,
  IconBrandGoogle,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandMastodon,
  IconBrandMedium,
  IconBrandPinterest,
  IconBrandSnapchat,
  IconBrandThreads,
  IconBrandTiktok,
  IconBrandWhatsapp,
  IconBrandWix,
  IconBrandWordpress,
  IconBrandX,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';

const icons: Partial<Record<SocialType, Icon>> = {
  facebook: IconBrandFacebook,
  googleMB: IconBrandGoogle,
  twitter: IconBrandX,
  instagram: IconBrandInstagram,
  'instagram-business': IconBrandInstagram,
  tiktok: IconBrandTiktok,
  snapchat: IconBrandSnapchat,
  medium: IconBrandMedium,
  linkedin: IconBrandLinkedin,
  pinterest: IconBrandPinterest,
  wordpress: IconBrandWordpress,
  whatsapp: IconBrandWhatsapp,
  youtube: IconBrandYoutube,
  alexaDevice: IconBrandAmazon,
  alexaWhiteLabelSkill: IconBrandAmazon,
  fireTVApp: IconBrandAmazon,
  wix: IconBrandWix,
  threads: IconBrandThreads,
  mastodon: IconBrandMastodon,
  bluesky: IconBrandBluesky,
};

interface NetworkIconProps {
  socialMedia: SocialType;
  name: string;
  size?: number;
}

/** The network's mark, or its initial for the networks with no icon in the set. */
export function NetworkIcon({ socialMedia, name, size = 32 }: NetworkIconProps) {
  const BrandIcon = icons[socialMedia];
  return (
    <ThemeIcon size={size} radius="md" variant="light" color="gray" aria-hidden>
      {BrandIcon === undefined ? (
        <span style={{ fontWeight: 700, fontSize: size * 0.45 }}>{name.charAt(0)}</span>
      ) : (
        <BrandIcon size={size * 0.6} />
      )}
    </ThemeIcon>
  );
}

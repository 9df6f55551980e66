/**
 * Section 9: "Design sizes offered: Facebook post 940x788, stories 1080x1920, Instagram post
 * 1080x1080, Twitter post 1042x512, Google business image 800x800, Pinterest graphic 735x1102,
 * LinkedIn portrait 1920x1080, YouTube thumbnail 1280x720."
 */
export const studioSizes = [
  { id: 'facebook-post', label: 'Facebook post', width: 940, height: 788 },
  { id: 'stories', label: 'Stories', width: 1080, height: 1920 },
  { id: 'instagram-post', label: 'Instagram post', width: 1080, height: 1080 },
  { id: 'twitter-post', label: 'Twitter post', width: 1042, height: 512 },
  { id: 'google-business', label: 'Google business image', width: 800, height: 800 },
  { id: 'pinterest-graphic', label: 'Pinterest graphic', width: 735, height: 1102 },
  { id: 'linkedin-portrait', label: 'LinkedIn portrait', width: 1920, height: 1080 },
  { id: 'youtube-thumbnail', label: 'YouTube thumbnail', width: 1280, height: 720 },
] as const;

export type DesignSize = (typeof studioSizes)[number];
export type DesignSizeId = DesignSize['id'];
export const designSizeIds = studioSizes.map((size) => size.id) as [DesignSizeId, ...DesignSizeId[]];

export function designSizeOf(id: DesignSizeId): DesignSize {
  const size = studioSizes.find((candidate) => candidate.id === id);
  if (!size) throw new Error(`unknown design size ${id}`);
  return size;
}

/** The fonts a template or the editor may name: bundled with the app, nothing downloads. */
export const designFonts = ['Inter', 'Oswald', 'Playfair Display', 'Lato'] as const;
export type DesignFont = (typeof designFonts)[number];

/** A recognisable colour per network for the calendar's dots (brand colours where they are well known). */
const brandColors: Record<string, string> = {
  facebook: '#1877f2',
  instagram: '#e1306c',
  instagramBusiness: '#e1306c',
  twitter: '#111111',
  linkedin: '#0a66c2',
  pinterest: '#e60023',
  youtube: '#ff0000',
  tiktok: '#25f4ee',
  googleMyBusiness: '#34a853',
  threads: '#333333',
  testNetwork: '#7950f2',
};

export function networkColor(socialMedia: string): string {
  return brandColors[socialMedia] ?? '#868e96';
}

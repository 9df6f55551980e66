import { blogPlatformRules } from './blog-platform';

/** Section 6: "GMB, Pinterest, Snapchat, Wix, Squarespace need Essentials". */
export const squarespaceRules = blogPlatformRules('squarespace', 'Squarespace', { planGate: 'essentials' });

import { blogPlatformRules } from './blog-platform';

/** Section 6: "GMB, Pinterest, Snapchat, Wix, Squarespace need Essentials". */
export const wixRules = blogPlatformRules('wix', 'Wix', { planGate: 'essentials' });

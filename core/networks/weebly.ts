import { blogPlatformRules } from './blog-platform';

export const weeblyRules = blogPlatformRules('weebly', 'Weebly');

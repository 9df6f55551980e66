import { blogPlatformRules } from './blog-platform';

export const mediumRules = blogPlatformRules('medium', 'Medium');

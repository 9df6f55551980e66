import { blogPlatformRules } from './blog-platform';
import { checkWebStory } from './web-story';

/** A WordPress blog, or a Google Web Story published on it (type 'story'). */
export const wordpressRules = blogPlatformRules('wordpress', 'WordPress', {
  accountTypes: ['blog', 'story'],
  check: checkWebStory('wordpress', 'WordPress'),
});

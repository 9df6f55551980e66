import { blogPlatformRules } from './blog-platform';
import { checkWebStory } from './web-story';

/** A Shopify store's blog, or a Google Web Story published on it (type 'story'). */
export const shopifyRules = blogPlatformRules('shopify', 'Shopify', {
  accountTypes: ['blog', 'story'],
  check: checkWebStory('shopify', 'Shopify'),
});

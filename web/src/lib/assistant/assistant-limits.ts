import { planLimits } from '@kairos/core';
import { useCurrentUser } from '../current-user';

/**
 * The plan gates the assistant checks before asking (section 6): quotes need
 * suggestionsFromArticleUrl, autocomplete the plan's autocompleteAPI flag. The server checks them
 * again; the summarizer is left to the server's answer, which opens the upgrade modal.
 */
export function useAssistantLimits() {
  const user = useCurrentUser();
  const limits = planLimits(user.subscription, new Date());
  return { quotes: limits.suggestionsFromArticleUrl, autocomplete: limits.autocompleteAPI };
}

import { useEffect } from 'react';

/** Spec section 9: "library-limit redirect 2.5 s (1.5 s in the Add to Library modal)". */
export const libraryLimitRedirectMs = 2500;
export const libraryLimitRedirectInModalMs = 1500;

/**
 * "library limit error 'The limit of {N} posts in Library is reached.' opens /upgrade-profile in a new
 * tab" once the message has been read. `upgradeHref` is null for team members (no upgrade page).
 */
export function useLibraryLimitRedirect(
  limitMessage: string | null,
  upgradeHref: string | null,
  delayMs: number,
) {
  useEffect(() => {
    if (limitMessage === null || upgradeHref === null) return;
    const timer = window.setTimeout(() => window.open(upgradeHref, '_blank', 'noopener'), delayMs);
    return () => window.clearTimeout(timer);
  }, [limitMessage, upgradeHref, delayMs]);
}

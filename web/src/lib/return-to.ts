/**
 * Where to go once signed in, for a public page that asks a visitor to sign up (or log in) first and
 * come back: kept in the browser across the sign-up mail's confirmation link (a new tab, maybe).
 */
const returnToKey = 'kairos.returnTo';

/** Only a path of this app: never another site (`//host`, `https:`). */
const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function rememberReturnTo(path: string): void {
  if (isAppPath(path)) localStorage.setItem(returnToKey, path);
}

/** The remembered path, once (it is forgotten on reading), else `fallback`. */
export function takeReturnTo(fallback: string): string {
  const path = localStorage.getItem(returnToKey);
  localStorage.removeItem(returnToKey);
  return path !== null && isAppPath(path) ? path : fallback;
}

/** Names by which a browser on the server's own machine reaches it, besides `localhost`. */
const loopbackNames = new Set(['127.0.0.1', '[::1]', '0.0.0.0']);

/**
 * Without PUBLIC_URL the app's address is http://localhost:PORT: e-mailed links and every network's
 * OAuth callback are built from it. A browser that opened http://127.0.0.1:PORT would sign in there
 * and come back from a network to localhost, where it is not signed in; so a page requested under a
 * loopback name is sent to the canonical address first. Other names (a LAN address) are left alone:
 * they need PUBLIC_URL, and sending them to their own localhost would be worse.
 */
export function canonicalPageUrl(
  publicUrl: { url: string; derived: boolean },
  host: string | undefined,
  path: string,
): string | null {
  if (!publicUrl.derived || !host) return null;
  const canonical = new URL(publicUrl.url);
  if (host === canonical.host) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
  return loopbackNames.has(hostname) ? `${canonical.origin}${path}` : null;
}

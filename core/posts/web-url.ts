/**
 * A link a network can open: "add https:// and make sure it is a valid URL". The scheme must be
 * written and the host must have a dot (so 'https://localhost' or 'example' do not pass).
 */
export function isWebUrl(value: string, options: { httpsOnly?: boolean } = {}): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  const schemes = options.httpsOnly ? ['https:'] : ['http:', 'https:'];
  if (!schemes.includes(url.protocol)) return false;
  const host = url.hostname;
  return host.includes('.') && !host.startsWith('.') && !host.endsWith('.');
}

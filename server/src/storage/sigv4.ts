import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4 query signing (presigned URLs), as documented for S3. */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface PresignInput {
  method: string;
  url: string;
  credentials: SigV4Credentials;
  now: Date;
  expiresIn: number;
  /** Headers the request must send exactly (Content-Type, Content-Length); host is always signed. */
  headers?: Record<string, string>;
}

/** RFC 3986 encoding, which SigV4 requires (encodeURIComponent leaves !'()* alone). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

export function presignUrl(input: PresignInput): string {
  const { credentials, now } = input;
  const url = new URL(input.url);
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const headers = new Map<string, string>([['host', url.host]]);
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  }
  const headerNames = [...headers.keys()].sort();
  const signedHeaders = headerNames.join(';');

  const query: [string, string][] = [...url.searchParams.entries()];
  query.push(
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${credentials.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(input.expiresIn)],
    ['X-Amz-SignedHeaders', signedHeaders],
  );
  const canonicalQuery = query
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');

  const canonicalRequest = [
    input.method,
    url.pathname,
    canonicalQuery,
    headerNames.map((name) => `${name}:${headers.get(name)}\n`).join(''),
    signedHeaders,
    // A presigned URL cannot know the body in advance.
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const dateKey = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const signingKey = hmac(hmac(hmac(dateKey, credentials.region), credentials.service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `${url.origin}${url.pathname}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

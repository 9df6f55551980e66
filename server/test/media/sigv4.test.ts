import { describe, expect, it } from 'vitest';
import { presignUrl } from '../../src/storage/sigv4';

// AWS's published example: "Authenticating Requests: Using Query Parameters (AWS Signature Version 4)".
const example = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};

describe('SigV4 presigned URLs', () => {
  it("reproduces AWS's published presigned GET of examplebucket/test.txt", () => {
    const url = presignUrl({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      credentials: example,
      now: new Date('2013-05-24T00:00:00Z'),
      expiresIn: 86400,
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs the content type and length of an upload, so another size or type is refused', () => {
    const url = new URL(
      presignUrl({
        method: 'PUT',
        url: 'http://127.0.0.1:9000/bucket/abc',
        credentials: example,
        now: new Date('2026-01-01T00:00:00Z'),
        expiresIn: 900,
        headers: { 'Content-Type': 'image/png', 'Content-Length': '1234' },
      }),
    );
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});

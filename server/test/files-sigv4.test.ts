// The S3 store's request signing against AWS's published Signature Version 4 examples for S3 (header-based auth,
// examplebucket, 2013-05-24): no S3-compatible test server installs from npm without a binary, so the signer is checked
// on the vectors, and the store itself only through this signer.
import { describe, expect, it } from 'vitest';
import { sha256Hex, signRequest } from '../src/files/sigv4.ts';

const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 's3' };
const when = new Date('2013-05-24T00:00:00Z');
const EMPTY = sha256Hex('');

const signatureOf = (url: string, headers: Record<string, string> = {}) =>
  signRequest({ method: 'GET', url: new URL(url), headers: { ...headers, 'x-amz-content-sha256': EMPTY }, payloadHash: EMPTY }, credentials, when).authorization;

describe('SigV4 signing of S3 requests', () => {
  it('Given the GET object example (a Range header), when signed, then the signature is the published one', () => {
    expect(signatureOf('https://examplebucket.s3.amazonaws.com/test.txt', { range: 'bytes=0-9' })).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, '
      + 'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  it('Given the GET bucket lifecycle example (a query key without value), when signed, then the signature is the published one', () => {
    expect(signatureOf('https://examplebucket.s3.amazonaws.com/?lifecycle')).toMatch(/Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/);
  });

  it('Given the list objects example (query parameters out of order), when signed, then the signature is the published one', () => {
    expect(signatureOf('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J')).toMatch(/Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/);
  });
});

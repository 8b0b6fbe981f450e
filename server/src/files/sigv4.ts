// AWS Signature Version 4 for requests to an S3-compatible store, written against AWS's published description (and
// checked with its example vectors in the tests): canonical request, string to sign, the derived signing key.
import { createHash, createHmac } from 'node:crypto';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface SignedRequest {
  method: string;
  url: URL;
  /** Headers to sign besides host and x-amz-date (added here). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (or 'UNSIGNED-PAYLOAD'). */
  payloadHash: string;
}

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20150830T123600Z` */
export const amzDate = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** The request's headers with x-amz-date and its Authorization header. */
export function signRequest(request: SignedRequest, credentials: Credentials, now: Date): Record<string, string> {
  const stamp = amzDate(now);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = { ...request.headers, host: request.url.host, 'x-amz-date': stamp };
  const names = Object.keys(headers).map((h) => h.toLowerCase()).sort();
  const value = (name: string) => String(Object.entries(headers).find(([k]) => k.toLowerCase() === name)![1]).trim().replace(/\s+/g, ' ');
  const signedHeaders = names.join(';');
  const path = request.url.pathname.split('/').map((s) => encode(decodeURIComponent(s))).join('/') || '/';
  const canonical = [request.method, path, canonicalQuery(request.url), ...names.map((n) => `${n}:${value(n)}`), '', signedHeaders, request.payloadHash].join('\n');
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), credentials.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return { ...headers, authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}` };
}

// Confirm tokens of destructive tools: signed (HS256 with the platform's secret) over the caller, the tool and a digest
// of its arguments, valid for a few minutes. A token confirms exactly the call whose plan answered it; it has no
// session id (jti), so it is never a session token.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const CONFIRM_TTL_SECONDS = 300;
const PURPOSE = 'mcp-confirm';

/** A stable text of a value: object keys sorted, so that the same arguments give the same digest. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function argumentsDigest(args: Record<string, unknown>): string {
  const { confirmToken: _token, ...rest } = args;
  return createHash('sha256').update(canonical(rest)).digest('base64url');
}

export interface ConfirmSubject { userId: string; tenantId: number; tool: string; args: Record<string, unknown> }

export function issueConfirmToken(app: FastifyInstance, subject: ConfirmSubject): string {
  return app.jwt.sign(
    { purpose: PURPOSE, sub: subject.userId, tid: subject.tenantId, tool: subject.tool, args: argumentsDigest(subject.args) },
    { expiresIn: CONFIRM_TTL_SECONDS },
  );
}

/** Whether the token confirms this very call of this caller (and has not expired). */
export function confirms(app: FastifyInstance, token: string, subject: ConfirmSubject): boolean {
  try {
    const claims = app.jwt.verify<Record<string, unknown>>(token);
    return claims.purpose === PURPOSE && claims.sub === subject.userId && claims.tid === subject.tenantId
      && claims.tool === subject.tool && claims.args === argumentsDigest(subject.args);
  } catch {
    return false;
  }
}

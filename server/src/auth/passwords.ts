// Password hashing with argon2id; verifying against a dummy hash keeps unknown accounts as slow as known ones.
import argon2 from 'argon2';
import { randomBytes, randomInt } from 'node:crypto';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  try {
    return await argon2.verify(hash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}

/** A strong random password that satisfies the §5 rule (digits, upper, lower, special). */
export function generatePassword(): string {
  const pick = (chars: string) => chars[randomInt(chars.length)]!;
  const body = randomBytes(12).toString('base64url').replace(/[-_]/g, () => pick('abcdefghjkmnpqrstuvwxyz'));
  return body + pick('ABCDEFGHJKLMNPQRSTUVWXYZ') + pick('abcdefghjkmnpqrstuvwxyz') + pick('23456789') + pick('#%+=@!');
}

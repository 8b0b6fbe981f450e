// Password hashing with argon2id; verifying against a dummy hash keeps unknown accounts as slow as known ones.
import argon2 from 'argon2';
import { randomBytes, randomInt } from 'node:crypto';

/** argon2id's cost: memory in KiB and passes over it (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_PASSES). */
export interface PasswordHashing {
  memoryKib: number;
  passes: number;
}

/** OWASP's first recommendation for argon2id: 19 MiB, 2 passes, one lane. */
export const OWASP_HASHING: PasswordHashing = { memoryKib: 19456, passes: 2 };

/** OWASP's equivalent settings: the least memory for a number of passes (more passes than 5 count as 5). */
const OWASP_LEAST_MEMORY: Record<number, number> = { 1: 47104, 2: 19456, 3: 12288, 4: 9216, 5: 7168 };

/** Whether a cost is below every one OWASP recommends (the server says so at start). */
export const weakerThanOwasp = ({ memoryKib, passes }: PasswordHashing): boolean => memoryKib < OWASP_LEAST_MEMORY[Math.min(passes, 5)]!;

let options: argon2.HashOptions & { raw?: false } = { type: argon2.argon2id, memoryCost: OWASP_HASHING.memoryKib, timeCost: OWASP_HASHING.passes, parallelism: 1 };
let dummyHash: Promise<string> | undefined;

/**
 * The cost new hashes are made with, from the configuration (a hash keeps the cost it was made with, so changing it
 * leaves every stored password valid). The suite's test servers use a cheap one: hashing was a fifth of their time.
 */
export function setPasswordHashing({ memoryKib, passes }: PasswordHashing): void {
  if (memoryKib === options.memoryCost && passes === options.timeCost) return;
  options = { ...options, memoryCost: memoryKib, timeCost: passes };
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
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

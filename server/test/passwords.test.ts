// Password hashes: argon2id at OWASP's cost unless configured; a stored hash keeps the cost it was made with.
import { afterEach, describe, expect, it } from 'vitest';
import { OWASP_HASHING, hashPassword, setPasswordHashing, verifyPassword, weakerThanOwasp } from '../src/auth/passwords.ts';
import { loadConfig } from '../src/config.ts';

afterEach(() => setPasswordHashing(OWASP_HASHING));

describe('password hashing', () => {
  it("hashes with OWASP's argon2id cost when nothing is configured", async () => {
    expect(loadConfig({}).passwordHash).toEqual({ memoryKib: 19456, passes: 2 });
    setPasswordHashing(loadConfig({}).passwordHash);
    expect(await hashPassword('Str0ng#pass')).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('hashes with the configured cost, and still verifies hashes made with another', async () => {
    const stored = await hashPassword('Str0ng#pass');
    setPasswordHashing(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '3' }).passwordHash);
    const cheap = await hashPassword('Str0ng#pass');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=3\$/);
    expect(await verifyPassword(stored, 'Str0ng#pass')).toBe(true);
    expect(await verifyPassword(cheap, 'Str0ng#pass')).toBe(true);
    expect(await verifyPassword(cheap, 'wrong')).toBe(false);
    expect(await verifyPassword(undefined, 'Str0ng#pass')).toBe(false);
  });

  it('refuses a cost argon2 cannot take or that is out of all reason', () => {
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: '4' })).toThrow('PASSWORD_HASH_MEMORY_KIB: 4 is not a whole number of KiB from 8 to 4194304');
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: 'much' })).toThrow('PASSWORD_HASH_MEMORY_KIB');
    expect(() => loadConfig({ PASSWORD_HASH_PASSES: '0' })).toThrow('PASSWORD_HASH_PASSES: 0 is not a whole number from 1 to 100');
    expect(() => loadConfig({ PASSWORD_HASH_PASSES: '1.5' })).toThrow('PASSWORD_HASH_PASSES');
  });

  it("tells a cost below every one OWASP recommends from one of its equivalents", () => {
    expect(weakerThanOwasp(OWASP_HASHING)).toBe(false);
    expect(weakerThanOwasp({ memoryKib: 47104, passes: 1 })).toBe(false);
    expect(weakerThanOwasp({ memoryKib: 12288, passes: 3 })).toBe(false);
    expect(weakerThanOwasp({ memoryKib: 7168, passes: 9 })).toBe(false);
    expect(weakerThanOwasp({ memoryKib: 19456, passes: 1 })).toBe(true);
    expect(weakerThanOwasp({ memoryKib: 1024, passes: 2 })).toBe(true);
  });
});

// Secrets at rest (data source passwords): AES-256-GCM under the installation's data key (DATA_KEY, or one generated
// at first start and kept in sys_installation). A sealed value names its scheme, so the key can be rotated later.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { storedDataKey } from './store/config-lookups.ts';

const SCHEME = 'v1';

export interface Secrets {
  seal(text: string): string;
  open(sealed: string): string;
}

export function secretsWith(key: Buffer): Secrets {
  if (key.length !== 32) throw new Error('DATA_KEY must be 32 bytes (base64)');
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return `${SCHEME}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const [scheme, data] = sealed.split(':');
      if (scheme !== SCHEME || !data) throw new Error('unknown secret scheme');
      const bytes = Buffer.from(data, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** The installation's secrets: DATA_KEY when configured, else the key generated once and kept in the database. */
export async function loadSecrets(db: Database, dataKey: string | undefined): Promise<Secrets> {
  if (dataKey) return secretsWith(Buffer.from(dataKey, 'base64'));
  const stored = await db.asSystem((em) => storedDataKey(em, randomBytes(32).toString('base64')));
  return secretsWith(Buffer.from(stored, 'base64'));
}

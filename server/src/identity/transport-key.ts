// The key that addJM/editJM passwords travel under: RSA-OAEP (SHA-256), one key pair per installation, kept in
// the database so that every server instance decrypts what any of them handed out.
import { constants, createPrivateKey, createPublicKey, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import { requestMessage } from '@yc/engine';
import type { Database } from '../db/database.ts';
import { badRequest } from '../wire/envelope.ts';
import { readTransportKey, storeTransportKey } from './store/installation.ts';

export interface TransportKey {
  publicKey: string;
  algorithm: 'RSA-OAEP';
  hash: 'SHA-256';
}

const loaded = new WeakMap<Database, Promise<KeyObject>>();

async function loadPrivateKey(db: Database): Promise<KeyObject> {
  let row = await readTransportKey(db);
  if (!row) {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    // Instances racing on first use: the first key stored wins and every instance reads it back.
    await storeTransportKey(db, pem);
    row = await readTransportKey(db);
  }
  return createPrivateKey(row!.value);
}

function privateKey(db: Database): Promise<KeyObject> {
  let key = loaded.get(db);
  if (!key) {
    key = loadPrivateKey(db);
    key.catch(() => loaded.delete(db));
    loaded.set(db, key);
  }
  return key;
}

export async function transportKey(db: Database): Promise<TransportKey> {
  const publicKey = createPublicKey(await privateKey(db)).export({ type: 'spki', format: 'pem' }).toString();
  return { publicKey, algorithm: 'RSA-OAEP', hash: 'SHA-256' };
}

/** The plain text of a base64 RSA-OAEP ciphertext; anything undecryptable is a bad request. */
export async function decryptField(db: Database, cipher: string): Promise<string> {
  const key = await privateKey(db);
  try {
    return privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(cipher, 'base64')).toString('utf8');
  } catch {
    throw badRequest(requestMessage('unreadableEncrypted'));
  }
}

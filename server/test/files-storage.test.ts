// The local file store (FILE_DIR, the default): what it serves is streamed from the disk, never read whole, and a key
// that is not one newKey makes (a dot segment, an absolute path, a backslash, a NUL, a drive) is refused before any
// file is touched, so nothing outside FILE_DIR is ever read, written or removed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStore } from '../src/files/storage.ts';

const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-local-store-'));
const root = path.join(parent, 'files');
const outside = path.join(parent, 'secret.png');
fs.writeFileSync(outside, 'outside the store');
const store = new LocalStore(root);
afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

const everything = () => (fs.readdirSync(parent, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(parent, f)).isFile()).sort();

describe('the local file store', () => {
  it('Given a stored file, when it is read, then its bytes come as a file stream with its size, not a buffer', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024, 0x61);
    const { key, size } = await store.put('t1/common', 'pdf', Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    expect(key).toMatch(/^t1\/common\/[0-9a-f]{32}\.pdf$/);
    expect(size).toBe(bytes.length);
    expect(fs.existsSync(path.join(root, key))).toBe(true);

    const object = await store.get(key);
    expect(object?.stream).toBeInstanceOf(fs.ReadStream);
    expect(object?.size).toBe(bytes.length);
    // Read in chunks of the stream's buffer size: the file is never held whole.
    const chunks: Buffer[] = [];
    for await (const chunk of object!.stream) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(64 * 1024);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
  });

  it('Given a stream that fails half-way, when it is stored, then nothing is left', async () => {
    const before = everything();
    async function* failing() {
      yield Buffer.from('%PDF-1.4 part');
      throw new Error('client went away');
    }
    await expect(store.put('t1/common', 'pdf', Readable.from(failing()))).rejects.toThrow('client went away');
    expect(everything()).toEqual(before);
  });

  it.each([
    ['a parent segment', 't1/../../secret.png'],
    ['an encoded parent segment', 't1/%2e%2e/secret.png'],
    ['a leading parent segment', '../secret.png'],
    ['an absolute path', outside],
    ['a leading slash', '/t1/common/00000000000000000000000000000000.png'],
    ['backslashes', 't1\\..\\..\\secret.png'],
    ['a backslash in the name', 't1/common/..\\00000000000000000000000000000000.png'],
    ['a NUL byte', 't1/common/00000000000000000000000000000000.png\0.txt'],
    ['a Windows drive', 'C:/t1/00000000000000000000000000000000.png'],
    ['a doubled slash', 't1//00000000000000000000000000000000.png'],
    ['a name that is not generated', 't1/common/secret.png'],
  ])('Given a key with %s, when it is read or deleted, then it is refused and nothing outside the store is touched', async (_name, key) => {
    const before = everything();
    await expect(store.get(key)).rejects.toThrow('not a file key');
    await expect(store.delete(key)).rejects.toThrow('not a file key');
    expect(everything()).toEqual(before);
    expect(fs.readFileSync(outside, 'utf8')).toBe('outside the store');
  });

  it('Given a folder where a file is asked for, when it is read, then there is no file', async () => {
    fs.mkdirSync(path.join(root, 't2', 'common', '0123456789abcdef0123456789abcdef.png'), { recursive: true });
    expect(await store.get('t2/common/0123456789abcdef0123456789abcdef.png')).toBeUndefined();
  });
});

// The API document replayed as a contract (issue #33): with CONTRACT_PROXY=prism (the `contract` project of
// vitest.config.ts), a test server is reached through Stoplight Prism in proxy mode, which checks each request and each
// answer against the document the server itself serves at /api/docs and names what does not match in an
// `sl-violations` header. The test flows run as they always do; what Prism saw is judged when the server stops:
// - an answer that breaks the document is a fault, whatever the status;
// - a request that breaks the document is a fault only if the server took it (status below 400): the server must
//   refuse what the document refuses, and the flows send wrong bodies on purpose to see them refused.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Whether test servers are reached through Prism (read when a server starts: files of other projects share workers). */
export const contractProxyOn = () => process.env.CONTRACT_PROXY === 'prism';

interface Violation {
  location: string[];
  severity: string;
  code?: string;
  message: string;
}

/** What Prism said about one exchange. */
interface Exchange {
  method: string;
  path: string;
  status: number;
  violations: Violation[];
}

/** By proxy address: the exchanges with violations seen through it. */
const seen = new Map<string, Exchange[]>();

/** Prism's words for a body sent to an operation that takes none. */
const BODY_NOT_TAKEN = 'No supported content types, but request included a non-empty body';

/**
 * Notes Prism's verdict on an exchange made through a proxy started here (anything else is left alone). `{}` sent to an
 * operation that takes no body is the test client's `post(path)` (its body defaults to `{}`): the server reads no body
 * there, so that one is not held against it.
 */
export function noteViolations(baseUrl: string, method: string, requestPath: string, status: number, headers: Headers, body?: string): void {
  const exchanges = seen.get(baseUrl);
  const header = headers.get('sl-violations');
  if (!exchanges || !header) return;
  const violations = (JSON.parse(header) as Violation[])
    .filter((v) => v.severity === 'Error' && !(body === '{}' && v.message === BODY_NOT_TAKEN));
  if (violations.length) exchanges.push({ method, path: requestPath.split('?')[0]!, status, violations });
}

/** The faults among what a proxy saw: every answer that breaks the document, and every broken request the server took. */
function faults(exchanges: Exchange[]): string[] {
  return exchanges.flatMap(({ method, path: at, status, violations }) =>
    violations
      .filter((v) => v.location[0] === 'response' || status < 400)
      .map((v) => `${method} ${at} → ${status}: ${v.location.join('.')} ${v.message}`));
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

const prismBin = path.resolve(import.meta.dirname, '../../node_modules/.bin/prism');

export interface ContractProxy {
  url: string;
  /** Stops Prism; throws, naming each one, when it saw the server break its own document. */
  stop(): Promise<void>;
}

/** Prism in front of `target`, validating against the document `target` serves. */
export async function startContractProxy(target: string): Promise<ContractProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-contract-'));
  const documentFile = path.join(dir, 'openapi.json');
  fs.writeFileSync(documentFile, await (await fetch(`${target}/api/docs`)).text());
  const port = await freePort();
  const prism: ChildProcess = spawn(process.execPath, [prismBin, 'proxy', documentFile, target, '--host', '127.0.0.1', '--port', String(port), '--errors=false'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start in 60 s:\n${output.slice(-2000)}`)), 60_000);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism.stdout!.on('data', listen);
    prism.stderr!.on('data', listen);
    prism.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${code}):\n${output.slice(-2000)}`));
    });
  });
  prism.stdout!.removeAllListeners('data').resume();
  prism.stderr!.removeAllListeners('data').resume();
  const url = `http://127.0.0.1:${port}`;
  seen.set(url, []);
  // The proxy validates: a login without its required fields is named, or every verdict below would be empty.
  const probe = await fetch(`${url}/api/system/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (!probe.headers.get('sl-violations')) throw new Error('Prism answered without checking the request against the document');
  return {
    url,
    async stop() {
      prism.kill();
      fs.rmSync(dir, { recursive: true, force: true });
      const found = faults(seen.get(url) ?? []);
      seen.delete(url);
      if (found.length) throw new Error(`The server broke its API document ${found.length} time(s):\n${[...new Set(found)].join('\n')}`);
    },
  };
}

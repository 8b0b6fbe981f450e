// Sums the `.cpuprofile` files of a folder (written with CPU_PROFILE, tests/support/cpu-profile.ts) by where the time
// went: idle, garbage collection, each npm package, WebAssembly, node's own modules, the project's folders, native
// calls; for the pages' profiles (BROWSER_PROFILE, tests/support/browser-profile.ts), by the console's chunks.
// `tsx tests/support/cpu-profile-summary.ts <folder> [rows]`.
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** Where a sampled frame's time is counted. */
function place({ functionName, url }: ProfileNode['callFrame']): string {
  if (['(idle)', '(program)', '(garbage collector)'].includes(functionName)) return functionName;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('wasm://')) return 'WebAssembly';
  // A page's script (BROWSER_PROFILE): the console's chunk, without its content hash.
  if (/^https?:/.test(url)) return `chunk ${path.basename(new URL(url).pathname).replace(/-[\w-]{8}\.js$/, '.js')}`;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  if (url.startsWith('file://')) return path.relative(process.cwd(), new URL(url).pathname).split(path.sep).slice(0, 3).join('/');
  return `(native) ${functionName || '(anonymous)'}`;
}

const [folder, rows = '25'] = process.argv.slice(2);
if (!folder) throw new Error('usage: tsx tests/support/cpu-profile-summary.ts <folder> [rows]');
const totals = new Map<string, number>();
let all = 0;
const files = fs.readdirSync(folder).filter((name) => name.endsWith('.cpuprofile'));
for (const name of files) {
  const profile = JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as Profile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const where = place(frames.get(id)!);
    totals.set(where, (totals.get(where) ?? 0) + ms);
    all += ms;
  });
}
const busy = all - (totals.get('(idle)') ?? 0);
console.log(`${files.length} profiles: ${(all / 1000).toFixed(1)} s sampled, ${(busy / 1000).toFixed(1)} s not idle`);
for (const [where, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(rows))) {
  const share = where === '(idle)' ? '' : `${((100 * ms) / busy).toFixed(1).padStart(5)}% of busy`;
  console.log(`${(ms / 1000).toFixed(1).padStart(8)} s  ${share.padEnd(13)}  ${where}`);
}

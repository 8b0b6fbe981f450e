// The repository's documentation stays readable and whole: README.md is short, and every link in it and in docs/
// points to a file inside the repository (a clone has nothing beside it, and outside pages drift).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const README_MAX_LINES = 160;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return name.endsWith('.md') ? [file] : [];
  });
}

/** Link targets of a Markdown text: inline links and images, reference definitions and HTML src/href; code is skipped. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
  const inline = [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const references = [...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!);
  const html = [...prose.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  return [...inline, ...references, ...html];
}

/** Why a link from `file` does not lead to a file of the repository, or undefined when it does. */
function brokenLink(file: string, target: string): string | undefined {
  if (target.startsWith('#')) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return 'points outside the repository';
  const path = decodeURIComponent(target.split('#')[0]!.split('?')[0]!);
  const resolved = path.startsWith('/') ? join(repoRoot, path) : resolve(dirname(file), path);
  if (relative(repoRoot, resolved).startsWith('..')) return 'points outside the repository';
  return existsSync(resolved) ? undefined : 'names no file';
}

const docsDir = join(repoRoot, 'docs');
const files = [join(repoRoot, 'README.md'), ...(existsSync(docsDir) ? markdownFiles(docsDir) : [])];

describe('repository documentation', () => {
  it(`README.md has at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(repoRoot, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it.each(files.map((file) => [relative(repoRoot, file), file]))('every link of %s resolves inside the repository', (_name, file) => {
    const broken = linkTargets(readFileSync(file, 'utf8'))
      .map((target) => ({ target, problem: brokenLink(file, target) }))
      .filter((link) => link.problem);
    expect(broken).toEqual([]);
  });

  it('finds inline links, images, references and HTML links but not code', () => {
    const text = '[a](x.md) ![b](img/c.png "t") `[d](no.md)`\n```\n[e](no.md)\n```\n[f]: ref.md\n<img src="i.png">';
    expect(linkTargets(text)).toEqual(['x.md', 'img/c.png', 'ref.md', 'i.png']);
  });
});

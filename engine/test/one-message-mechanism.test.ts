// One message mechanism (issue #33 item 5): the server raises catalogue messages ({code, params}) and the envelope
// renders them in the caller's language; nothing outside the engine picks a message's English text or looks a text up
// by its English.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as engine from '../src/index.ts';
import { MESSAGES, platformMessage, renderMessage, requestMessage, type MessageKey } from '../src/index.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** The TypeScript files under a folder of the repository. */
function sources(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) found.push(path);
    }
  };
  walk(join(ROOT, folder));
  return found;
}

/** `file:line: text` of every line of the files that matches. */
const offenders = (files: readonly string[], pattern: RegExp) =>
  files.flatMap((file) =>
    readFileSync(file, 'utf8').split('\n').flatMap((line, i) => (pattern.test(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])));

describe('one message mechanism', () => {
  it('the server names no English text of a message (it raises catalogue messages)', () => {
    expect(offenders(sources('server/src'), /\.en_US\b/)).toEqual([]);
  });

  it('the server raises no text of its own as a refusal (badRequest, ApiError, MessageError take catalogue messages)', () => {
    expect(offenders(sources('server/src'), /\b(badRequest\(|new ApiError\(\d+,\s*|new MessageError\()\s*['"`]/)).toEqual([]);
  });

  it('the server defines no messages of its own (each is defined once, in the engine)', () => {
    expect(offenders(sources('server/src'), /\bdefineMessages\(/)).toEqual([]);
  });

  it('the consoles take no catalogue message by its English text', () => {
    expect(offenders([...sources('runtime-web/src'), ...sources('designer/src')], /\bMESSAGES\.\w+\.en_US\b/)).toEqual([]);
  });

  it('no text is translated by looking its English up', () => {
    const everywhere = ['engine/src', 'server/src', 'runtime-web/src', 'designer/src', 'tests'].flatMap(sources);
    expect(offenders(everywhere, /\btranslateMessage\b/)).toEqual([]);
    expect('translateMessage' in engine).toBe(false);
  });

  it('a platform message is the catalogue message m.<key>, in both languages', () => {
    expect(platformMessage('codeRepeated')).toEqual({ code: 'm.codeRepeated' });
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      expect(renderMessage(platformMessage(key), 'en_US')).toBe(MESSAGES[key].en_US);
      expect(renderMessage(platformMessage(key), 'zh_CN')).toBe(MESSAGES[key].zh_CN);
    }
  });

  it("the server's own wording of a bad request keeps its English and has its Chinese", () => {
    expect(renderMessage(requestMessage('unknownMenuItem'), 'en_US')).toBe('Invalid request: unknown menu item');
    expect(renderMessage(requestMessage('detail', { detail: 'body/name must be string' }), 'en_US'))
      .toBe('Invalid request: body/name must be string');
    expect(renderMessage(requestMessage('detail', { detail: 'x' }), 'zh_CN')).toBe('请求参数不正确：x');
  });
});

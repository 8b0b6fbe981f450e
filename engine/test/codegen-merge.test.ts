// Regeneration keeps hand edits: three-way merge of the last generated file, the user's file and the new generated one.
import { describe, expect, it } from 'vitest';
import { generateModule, mergeRegenerated, resolveConflicts, type GeneratedFile } from '../src/index.ts';
import { builtInTemplates, input, order, source } from './codegen-fixtures.ts';

const templates = builtInTemplates();
const text = (files: GeneratedFile[], path: string) => files.find((f) => f.path === path)!.content;
const withColumn = { ...order, columns: [...order.columns, { colCode: 'customer', colName: 'Customer', colType: 'varchar' as const, colLength: 64 }] };

describe('mergeRegenerated', () => {
  const before = generateModule(input(), source(), templates);
  const after = generateModule(input(), source(withColumn), templates);

  it('keeps a hand edit and brings the new column when the model gained one', () => {
    const base = text(before, 'web/ListPage.tsx');
    const mine = base.replace("<Button type=\"primary\"", '<Button type="primary" danger');
    const outcome = mergeRegenerated({ base, mine, next: text(after, 'web/ListPage.tsx') });
    expect(outcome.status).toBe('merged');
    expect(outcome.content).toContain('<Button type="primary" danger');
    expect(outcome.content).toContain('{ dataIndex: "customer", title: "Customer" }');
  });

  it('lists a conflicting edit with both sides', () => {
    const base = text(before, 'server/index.ts');
    const mine = base.replace('const FIELDS: readonly string[] = ["order_no", "amount"]', 'const FIELDS: readonly string[] = ["order_no"]');
    const outcome = mergeRegenerated({ base, mine, next: text(after, 'server/index.ts') });
    expect(outcome.status).toBe('conflict');
    expect(outcome.conflicts).toEqual([{
      mine: 'const FIELDS: readonly string[] = ["order_no"];',
      base: 'const FIELDS: readonly string[] = ["order_no", "amount"];',
      next: 'const FIELDS: readonly string[] = ["order_no", "amount", "customer"];',
    }]);
    expect(outcome.content).toContain('<<<<<<< mine');
    // Resolved: the chosen side in place of each conflict, the clean merges kept.
    expect(resolveConflicts(outcome.content!, ['mine'])).toBe(text(after, 'server/index.ts').replace(', "amount", "customer"];', '];'));
    expect(resolveConflicts(outcome.content!, ['next'])).toBe(text(after, 'server/index.ts'));
  });

  it('leaves a file the user deleted deleted', () => {
    expect(mergeRegenerated({ base: text(before, 'README.md'), next: text(after, 'README.md') })).toEqual({ status: 'deleted' });
  });

  it('takes the new text of a file the user did not change, and adds a file generated for the first time', () => {
    const base = text(before, 'server/index.ts');
    const next = text(after, 'server/index.ts');
    expect(mergeRegenerated({ base, mine: base, next })).toEqual({ status: 'updated', content: next });
    expect(mergeRegenerated({ base, mine: base, next: base })).toEqual({ status: 'unchanged', content: base });
    expect(mergeRegenerated({ next })).toEqual({ status: 'new', content: next });
  });

  it('drops a file the templates no longer make unless the user edited it', () => {
    expect(mergeRegenerated({ base: 'a\n', mine: 'a\n' })).toEqual({ status: 'deleted' });
    expect(mergeRegenerated({ base: 'a\n', mine: 'a\nmine\n' })).toEqual({ status: 'unchanged', content: 'a\nmine\n' });
  });
});

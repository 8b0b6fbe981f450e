// @vitest-environment happy-dom
// Designers that keep the user's work (#31 item 3): a drop on the canvas's empty space appends, the linkage value box
// is wide enough to use, a sub-table's English title survives a save and a reload, typing into a page property is one
// undo step, the process designer reports unsaved changes and keeps a draft offered on the next opening, and a stale
// page or portal save merges the user's edit into the version saved meanwhile instead of saving over it; a portal's
// draft is offered on the next opening; the table model designer keeps a draft as well.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientRect, Collision, DroppableContainer } from '@dnd-kit/core';
import { newField, type Form, type TableModel, type View } from '@yc/engine';
import { click, flush, mount, type, waitFor, type Mounted } from '../../../runtime-web/test/dom-helpers.tsx';
import { FormDesigner, innermostUnderPointer, type FormDesignerProps, type SaveResult } from '../../src/form/ui/FormDesigner.tsx';
import { CANVAS_DROP_ID, canvasDropTarget } from '../../src/form/ui/Canvas.tsx';
import { current, dropOperation, startSession } from '../../src/form/ui/session.ts';
import { PageDesigner } from '../../src/page/ui/PageDesigner.tsx';
import type { PageSaveResult } from '../../src/page/ui/page-designer.ts';
import { ModelEditor, type ModelEditorProps } from '../../src/model/ui/ModelEditor.tsx';
import { ProcessDesigner, type ProcessDesignerProps } from '../../src/process/ui/process-designer.ts';
import { blankProcessXml } from '../../src/process/document.ts';
import { mergeDocuments } from '../../src/ui/keeping.ts';
import type { DraftStore } from '../../src/drafts.ts';
import { PortalDesigner, type PortalDesignerProps, type PortalSaveResult } from '../../src/portal/PortalDesigner.tsx';
import type { Portal } from '@yc/engine';

let ui: Mounted | undefined;
afterEach(() => {
  ui?.unmount();
  ui = undefined;
});

const $ = (testId: string) => document.querySelector(`[data-testid="${testId}"]`);
function memoryStore(): DraftStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}
const rect = (top: number, height: number): ClientRect => ({ top, left: 0, width: 600, height, bottom: top + height, right: 600 });
const enter = (input: Element | null) => act(async () => {
  input!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
});

const FORM: Form = { formName: 'Claim', formCode: 'claim_form', fields: [newField('input', 'title'), newField('number', 'amount')] };
function openForm(form: Form, props: Partial<FormDesignerProps> = {}) {
  ui?.unmount();
  ui = mount();
  const save = vi.fn(async (_form: Form, _version: number): Promise<SaveResult> => ({ ok: true, version: 2 }));
  ui.render(<FormDesigner form={form} version={1} lang="en_US" Preview={() => null} save={save} {...props} />);
  return { save };
}

describe('form designer', () => {
  it('a drop on the empty canvas below the last row lands on the canvas and appends the control', () => {
    const fields = FORM.fields;
    const containers = [{ id: CANVAS_DROP_ID, data: { current: canvasDropTarget(fields) } }, { id: 'end:{"parent":null}', data: { current: {} } }];
    const droppableRects = new Map<string, ClientRect>([[CANVAS_DROP_ID, rect(0, 600)], ['end:{"parent":null}', rect(100, 24)]]);
    const hits: Collision[] = innermostUnderPointer({
      active: {} as never, collisionRect: rect(400, 20), droppableRects: droppableRects as never,
      droppableContainers: containers as unknown as DroppableContainer[], pointerCoordinates: { x: 300, y: 410 },
    });
    expect(hits.map((h) => h.id)).toEqual([CANVAS_DROP_ID]);
    const dropped = dropOperation(startSession(FORM, 1), { kind: 'palette', type: 'date' }, canvasDropTarget(fields));
    expect(current(dropped).fields.map((f) => f.key)).toEqual(['title', 'amount', 'date']);
    // Over the end zone itself, the smaller zone still wins.
    const onEnd = innermostUnderPointer({
      active: {} as never, collisionRect: rect(100, 20), droppableRects: droppableRects as never,
      droppableContainers: containers as unknown as DroppableContainer[], pointerCoordinates: { x: 300, y: 110 },
    });
    expect(onEnd[0]!.id).toBe('end:{"parent":null}');
  });

  it('the linkage value box takes the rest of its row and is never narrower than 160 px', async () => {
    openForm(FORM);
    await flush();
    await click($('block-amount'));
    await click($('linkage-add'));
    const box = $('linkage-value-box-0-0') as HTMLElement;
    expect(box).not.toBeNull();
    expect(box.style.minWidth).toBe('160px');
    expect(box.style.flex).toContain('160px');
    expect(box.querySelector('input')).not.toBeNull();
  });

  it('a sub-table\'s English title survives a save and a reload', async () => {
    const form: Form = { ...FORM, fields: [...FORM.fields, { ...newField('editableTable', 'lines'), props: { tableName: 'claim_line' } }] };
    const { save } = openForm(form);
    await flush();
    await click($('block-lines'));
    await type($('prop-titleEn'), 'Claim lines');
    await enter($('prop-titleEn'));
    await flush();
    await click($('designer-save'));
    await waitFor(() => save.mock.calls.length === 1, 'the save');
    const saved = save.mock.calls[0]![0];
    expect(saved.fields.find((f) => f.key === 'lines')!.titleEn).toBe('Claim lines');
    openForm(saved);
    await flush();
    expect($('block-lines')!.textContent).toContain('Claim lines');
    await click($('block-lines'));
    expect(($('prop-titleEn') as HTMLInputElement).value).toBe('Claim lines');
  });
});

const VIEW: View = {
  viewName: 'Claims', viewCode: 'claim_list', viewType: 'table', tableName: 'claim', formCode: 'claim_form',
  columns: [{ colCode: 'title', colName: 'Title', isShow: true }, { colCode: 'amount', colName: 'Amount', isShow: true }],
};

describe('page designer', () => {
  it('typing into a property is one undo step, not one per keystroke', async () => {
    ui = mount();
    // A generous window: this machine may take longer than a person between two keystrokes.
    ui.render(<PageDesigner view={VIEW} version={1} lang="en_US" save={vi.fn()} undoGroupMs={60_000} />);
    await flush();
    await click($('page-column-title'));
    const alias = document.querySelector('[data-testid="page-properties"] input[id$="colAlias"]') as HTMLInputElement;
    expect(alias).not.toBeNull();
    for (const typed of ['C', 'Cl', 'Cla', 'Clai', 'Claim']) await type(alias, typed);
    await flush();
    expect($('page-column-title')!.textContent).toContain('Claim');
    await click($('designer-undo'));
    await flush();
    expect($('page-column-title')!.textContent).not.toContain('Cla');
    await click($('designer-redo'));
    await flush();
    expect($('page-column-title')!.textContent).toContain('Claim');
  });

  it('a stale save offers a merge: the user\'s edit and theirs are both kept, nothing is saved over theirs', async () => {
    const theirs: View = { ...VIEW, viewName: 'Their claims' };
    const save = vi.fn<(view: View, version: number) => Promise<PageSaveResult>>()
      .mockResolvedValueOnce({ ok: false, stale: { view: theirs, version: 2 } })
      .mockResolvedValueOnce({ ok: true, version: 3 });
    ui = mount();
    ui.render(<PageDesigner view={VIEW} version={1} lang="en_US" columns={[{ code: 'born', name: 'Born', type: 'date' }]} save={save} />);
    await flush();
    await click($('page-add-column-born'));
    await click($('designer-save'));
    await flush();
    expect($('stale-keep')!.textContent).toBe('Merge');
    await act(async () => ($('stale-keep') as HTMLButtonElement).click());
    await flush();
    expect(save).toHaveBeenCalledTimes(1);
    expect($('designer-notice')!.textContent).toContain('Merged into version 2');
    expect($('designer-version')!.textContent).toBe('v2');
    await click($('designer-save'));
    await waitFor(() => save.mock.calls.length === 2, 'the save of the merge');
    const [merged, at] = save.mock.calls[1]!;
    expect(at).toBe(2);
    expect(merged.viewName).toBe('Their claims');
    expect(merged.columns.map((c) => c.colCode)).toEqual(['title', 'amount', 'born']);
  });

  it('merges three ways: one side\'s change taken, both sides\' list items kept, the user winning a conflict', () => {
    const base = { name: 'a', size: 1, columns: [{ colCode: 'x', colName: 'X' }, { colCode: 'y', colName: 'Y' }] };
    const mine = { name: 'mine', size: 1, columns: [{ colCode: 'x', colName: 'X!' }, { colCode: 'y', colName: 'Y' }, { colCode: 'm', colName: 'M' }] };
    const theirs = { name: 'theirs', size: 2, columns: [{ colCode: 'x', colName: 'X' }, { colCode: 't', colName: 'T' }] };
    expect(mergeDocuments(base, mine, theirs)).toEqual({
      name: 'mine', size: 2, columns: [{ colCode: 'x', colName: 'X!' }, { colCode: 'm', colName: 'M' }, { colCode: 't', colName: 'T' }],
    });
  });
});

describe('process designer', () => {
  function openProcess(props: Partial<ProcessDesignerProps>) {
    ui?.unmount();
    ui = mount();
    ui.render(
      <ProcessDesigner lang="en_US" xml={blankProcessXml('claim', 'Claim', 'Approve')} processKey="claim" nodes={{}} version={1}
        save={vi.fn(async () => ({ ok: true as const, version: 2 }))} onReload={() => undefined} forms={[]} formFields={async () => []}
        assignees={{ UserPicker: () => null, roles: [], departments: [], positions: [] }} {...props} />,
    );
  }
  const nodeIds = () => [...document.querySelectorAll('.react-flow__node')].map((n) => n.getAttribute('data-id'));

  it('reports unsaved changes to the console (which asks before closing) and keeps a draft offered on the next opening', { timeout: 30_000 }, async () => {
    const drafts = memoryStore();
    const dirty: boolean[] = [];
    openProcess({ drafts, draftDelayMs: 0, onDirtyChange: (d) => dirty.push(d) });
    await waitFor(() => nodeIds().length === 3, 'the three nodes');
    expect(dirty.at(-1) ?? false).toBe(false);
    await click($('palette-exclusiveGateway'));
    await waitFor(() => nodeIds().includes('exclusiveGateway_1'), 'the gateway');
    expect(dirty.at(-1)).toBe(true);
    await waitFor(() => drafts.items.has('yc.draft.process.claim'), 'the draft');
    // Closed without saving, opened again: the user's gateway is there, said to be a restored draft, still unsaved.
    openProcess({ drafts, draftDelayMs: 0 });
    await waitFor(() => nodeIds().includes('exclusiveGateway_1'), 'the gateway from the draft');
    expect($('process-draft-restored')).not.toBeNull();
    expect($('process-unsaved')).not.toBeNull();
  });

  it('keeps the draft of an edit when the designer is closed before the draft\'s moment of quiet', { timeout: 30_000 }, async () => {
    const drafts = memoryStore();
    openProcess({ drafts, draftDelayMs: 60_000 });
    await waitFor(() => nodeIds().length === 3, 'the three nodes');
    await click($('palette-exclusiveGateway'));
    await waitFor(() => nodeIds().includes('exclusiveGateway_1'), 'the gateway');
    expect(drafts.items.has('yc.draft.process.claim')).toBe(false);
    ui!.unmount();
    ui = undefined;
    await waitFor(() => drafts.items.has('yc.draft.process.claim'), 'the draft written on closing');
    openProcess({ drafts, draftDelayMs: 60_000 });
    await waitFor(() => nodeIds().includes('exclusiveGateway_1'), 'the gateway from the draft');
    expect($('process-draft-restored')).not.toBeNull();
  });
});

describe('portal designer', () => {
  const PORTAL: Portal = { portalName: 'Home', portalCode: 'home', items: [{ i: 'a', x: 0, y: 0, w: 6, h: 4, widgetCode: 'sales_pie' }] };
  const CHOICES: PortalDesignerProps['choices'] = { widgets: [{ value: 'sales_pie', label: 'Sales' }], views: [], menus: [], roles: [] };

  it('keeps a draft offered on the next opening, and merges a stale save instead of saving over theirs', { timeout: 30_000 }, async () => {
    const drafts = memoryStore();
    const save = vi.fn<(portal: Portal, version: number) => Promise<PortalSaveResult>>()
      .mockResolvedValueOnce({ ok: false, stale: { portal: { ...PORTAL, portalName: 'Their home' }, version: 4 } })
      .mockResolvedValueOnce({ ok: true, version: 5 });
    ui = mount();
    ui.render(<PortalDesigner lang="en_US" portal={PORTAL} version={3} save={save} choices={CHOICES} drafts={drafts} draftDelayMs={0} />);
    await flush();
    await click($('portal-palette-todo'));
    await waitFor(() => drafts.items.has('yc.draft.portal.home'), 'the draft');
    expect($('portal-dirty')).not.toBeNull();

    // Opened again without saving: the to-do item is back, from the draft.
    ui.unmount();
    ui = mount();
    ui.render(<PortalDesigner lang="en_US" portal={PORTAL} version={3} save={save} choices={CHOICES} drafts={drafts} draftDelayMs={0} />);
    await flush();
    expect($('portal-notice')!.textContent).toContain('Restored the draft');
    expect($('portal-remove-todo_1')).not.toBeNull();

    await click($('portal-save'));
    await waitFor(() => $('stale-keep') !== null, 'the stale dialog');
    expect($('stale-keep')!.textContent).toBe('Merge');
    await act(async () => ($('stale-keep') as HTMLButtonElement).click());
    await flush();
    await click($('portal-save'));
    await waitFor(() => save.mock.calls.length === 2, 'the save of the merge');
    const [merged, at] = save.mock.calls[1]!;
    expect(at).toBe(4);
    expect(merged.portalName).toBe('Their home');
    expect(merged.items.map((i) => i.i)).toEqual(['a', 'todo_1']);
    await waitFor(() => !drafts.items.has('yc.draft.portal.home'), 'the draft cleared by the save');
  });
});

// The table model designer (#31): an edit reported to the console and kept as a draft, offered on the next opening —
// merged onto the model stored now when someone saved since — and cleared by a save (a refused save keeps it).
const CLAIM_MODEL: TableModel & { version: number } = {
  tableName: 'claim', tableDesc: 'Claim', groupCode: 'crm', objStructure: 'main', persistenceType: 'db', version: 4,
  columns: [{ colCode: 'title', colName: 'Title', colType: 'varchar', colLength: 50 }],
};
function openModel(props: Partial<ModelEditorProps>) {
  ui?.unmount();
  ui = mount();
  ui.render(
    <ModelEditor model={CLAIM_MODEL} lang="en_US" groupOptions={[{ label: 'CRM', value: 'crm' }]} save={async () => true} onClose={() => undefined}
      dictionaries={async () => []} DataSourceSelect={() => null} draftDelayMs={0} {...props} />,
  );
}
async function modelInput(testId: string): Promise<HTMLInputElement> {
  await waitFor(() => $(testId) instanceof HTMLInputElement, testId);
  return $(testId) as HTMLInputElement;
}

describe('table model designer keeps the work', () => {
  it('reports an edit, keeps it as a draft offered on the next opening, and a save clears it (a refused one keeps it)', { timeout: 60_000 }, async () => {
    const drafts = memoryStore();
    const dirty: boolean[] = [];
    openModel({ drafts, onDirtyChange: (d) => dirty.push(d) });
    await flush();
    expect(dirty.at(-1) ?? false).toBe(false);
    await type(await modelInput('model-tableDesc'), 'Claims');
    await waitFor(() => dirty.at(-1) === true, 'the edit reported');
    await waitFor(() => drafts.items.has('yc.draft.model.claim'), 'the draft');

    // Closed without saving, opened again: the description typed is back, said to be a restored draft.
    openModel({ drafts });
    await waitFor(() => $('model-draft-restored') !== null, 'the restored notice');
    expect((await modelInput('model-tableDesc')).value).toBe('Claims');

    const refused = vi.fn(async () => false);
    openModel({ drafts, save: refused });
    await click($('model-save'));
    await waitFor(() => refused.mock.calls.length === 1, 'the refused save');
    await flush();
    expect(drafts.items.has('yc.draft.model.claim')).toBe(true);

    const save = vi.fn(async (_model: TableModel, _version: number | undefined) => true);
    openModel({ drafts, save });
    await click($('model-save'));
    await waitFor(() => save.mock.calls.length === 1, 'the save');
    expect(save.mock.calls[0]![0].tableDesc).toBe('Claims');
    expect(save.mock.calls[0]![1]).toBe(4);
    await waitFor(() => !drafts.items.has('yc.draft.model.claim'), 'the draft cleared');
  });

  it('merges a draft onto the model someone saved since: their column stays, the user\'s description wins', { timeout: 60_000 }, async () => {
    const drafts = memoryStore();
    openModel({ drafts });
    await type(await modelInput('model-tableDesc'), 'Claims');
    await waitFor(() => drafts.items.has('yc.draft.model.claim'), 'the draft');
    const theirs = { ...CLAIM_MODEL, version: 5, columns: [...CLAIM_MODEL.columns, { colCode: 'phone', colName: 'Phone', colType: 'varchar' as const, colLength: 20 }] };
    const save = vi.fn(async (_model: TableModel, _version: number | undefined) => true);
    openModel({ drafts, model: theirs, save });
    await waitFor(() => $('model-draft-restored') !== null, 'the restored notice');
    await click($('model-save'));
    await waitFor(() => save.mock.calls.length === 1, 'the save');
    const [saved, at] = save.mock.calls[0]!;
    expect(at).toBe(5);
    expect(saved.tableDesc).toBe('Claims');
    expect(saved.columns.map((c) => c.colCode)).toEqual(['title', 'phone']);
  });
});

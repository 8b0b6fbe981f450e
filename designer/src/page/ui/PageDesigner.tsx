// The page designer: a page's columns (dragged into order, added from the table model, hidden or removed), its
// toolbar and row buttons, and its options, each edited in a property form generated from the engine's schema of that
// part; the engine's rules of pages are checked as the user works and shown at what broke them. Undo/redo, JSON view,
// save at the version the design started from (a stale save reloads, or merges the user's edits into the version saved
// meanwhile), publish (viewStatus); an autosaved draft and the console told of unsaved changes (ui/keeping.ts). Typing
// into one property is one undo step.
import { useMemo, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { Type } from '@sinclair/typebox';
import { Alert, Badge, Button, Col, Row, Segmented, Select, Space, Tabs, Tag, Typography } from 'antd';
import RjsfForm from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import {
  HOOK_LANGS, PAGE_HOOK_PLACES, validateView, ViewButtonSchema, ViewColumnSchema, ViewSchema, type Hook, type Language, type View, type ViewButton,
  type ViewColumn, type PageHookPlace,
} from '@yc/engine';
import { CodeEditor } from '../../ui/CodeEditor.tsx';
import { canRedo, canUndo, redo, undo } from '../../history.ts';
import type { KeepingProps } from '../../ui/keeping.ts';
import { useDocumentDesign } from '../../ui/document-design.ts';
import { text } from '../../form/ui/texts.ts';
import type { ModelColumn } from '../../form/ui/PropertyPanel.tsx';
import { StaleDialog } from '../../ui/StaleDialog.tsx';
import { TreeFields } from './TreeFields.tsx';
import { innermostUnderPointer } from '../../form/ui/FormDesigner.tsx';
import { useSaving, type SaveAnswer } from '../../ui/saving.ts';
import { issuePlace, issueText, type IssueLabels } from '../../ui/issues.ts';
import { PAGE_PROPERTY_TITLES, pageText, propertyUiSchema } from './texts.ts';
import { LayoutBlocksEditor, layoutTabLabel, type BlockFields } from '../layout/LayoutBlocksEditor.tsx';

/** The page's properties by their designer texts, for its issues. */
const PAGE_LABELS: IssueLabels = { texts: PAGE_PROPERTY_TITLES };

export type PageSaveResult = SaveAnswer<{ view: View; version: number }>;

export interface PageDesignerProps extends KeepingProps {
  view: View;
  version: number;
  lang: Language;
  save(view: View, version: number): Promise<PageSaveResult>;
  /** Columns of the table model the page lists. */
  columns?: readonly ModelColumn[];
  /** The console's preview of the page (its list renderer over real records). */
  Preview?: ComponentType<{ view: View }>;
  /** Whether this environment allows editing scripts (allowEditScript): the hooks are read-only otherwise. */
  scriptsEditable?: boolean;
  extra?: ReactNode;
  /** The fields a layout link may filter a block by (a widget's dataset dimensions, a page's fields). */
  blockFields?: BlockFields;
  /** How long after a change to one property a change to it joins the same undo step (GROUP_MS). */
  undoGroupMs?: number;
}

type Selected = { part: 'column' | 'button'; index: number } | undefined;
type Mode = 'design' | 'preview' | 'json';

// The property forms: generated from the engine's schemas (scripts are edited elsewhere, behind allowEditScript).
const COLUMN_PROPS = Type.Omit(ViewColumnSchema, ['colCode', 'sortNo']) as unknown as RJSFSchema;
const BUTTON_PROPS = Type.Omit(ViewButtonSchema, ['script', 'sortNo']) as unknown as RJSFSchema;
const PAGE_PROPS = Type.Pick(ViewSchema, ['viewName', 'viewType', 'formCode', 'isPage', 'pageNum', 'isLineNum', 'flowScope']) as unknown as RJSFSchema;

/** A list with one item moved from `from` to before `to` (an index of the list as it was). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to > from ? to - 1 : to, 0, item!);
  return next;
}


function ColumnRow({ column, index, selected, issues, lang, onSelect }: {
  column: ViewColumn; index: number; selected: boolean; issues: number; lang: Language; onSelect(): void;
}) {
  const drag = useDraggable({ id: `column:${index}`, data: { index } });
  const drop = useDroppable({ id: `before:${index}`, data: { index } });
  return (
    <div
      ref={drop.setNodeRef}
      data-testid={`page-column-${column.colCode}`}
      aria-selected={selected}
      onClick={onSelect}
      style={{
        display: 'flex', gap: 8, alignItems: 'center', padding: '4px 8px', borderRadius: 4, cursor: 'pointer',
        borderStyle: 'solid', borderWidth: drop.isOver ? '3px 1px 1px' : 1,
        borderColor: drop.isOver ? `#1677ff ${selected ? '#1677ff' : '#f0f0f0'}` : selected ? '#1677ff' : '#f0f0f0',
        background: selected ? '#e6f4ff' : '#fff', opacity: drag.isDragging ? 0.4 : 1,
      }}
    >
      <span ref={drag.setNodeRef} {...drag.attributes} {...drag.listeners} data-testid={`page-handle-${column.colCode}`}
        style={{ cursor: 'grab', userSelect: 'none', touchAction: 'none' }} aria-label={column.colName}>⋮⋮</span>
      <Badge dot={issues > 0} offset={[4, 0]}><Typography.Text>{column.colAlias || column.colName}</Typography.Text></Badge>
      <Typography.Text type="secondary" code>{column.colCode}</Typography.Text>
      {column.isShow === false && <Tag>{pageText(lang, 'hidden')}</Tag>}
      {column.isQuery && <Tag color="blue">{pageText(lang, 'query')}</Tag>}
    </div>
  );
}

/**
 * The page's load and save hooks in a code editor, read-only unless this environment allows editing scripts; removing a
 * hook is always offered (the server allows it whatever ALLOW_EDIT_SCRIPT says, so a hostile hook can be taken away).
 */
function HooksEditor({ page, lang, editable, onChange }: { page: View; lang: Language; editable: boolean; onChange(next: View): void }) {
  const set = (place: PageHookPlace, hook: Hook | undefined) => {
    const { [place]: _old, ...rest } = page;
    onChange(hook ? { ...rest, [place]: hook } : rest);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="page-hooks">
      {!editable && <Alert type="info" showIcon data-testid="page-hooks-readonly" title={pageText(lang, 'scriptsReadOnly')} />}
      <Typography.Text type="secondary">{pageText(lang, 'hookHint')}</Typography.Text>
      {PAGE_HOOK_PLACES.map((place) => {
        const hook = page[place];
        return (
          <div key={place}>
            <Space style={{ marginBottom: 4 }}>
              <Typography.Text strong>{pageText(lang, place)}</Typography.Text>
              <Select<Hook['lang']> size="small" style={{ width: 110 }} disabled={!editable} value={hook?.lang ?? 'script'} aria-label={pageText(lang, 'hookLang')}
                data-testid={`page-hook-lang-${place}`} options={HOOK_LANGS.map((l) => ({ value: l, label: l }))}
                onChange={(value) => set(place, { lang: value, code: hook?.code ?? '' })} />
              {hook && <Button size="small" danger onClick={() => set(place, undefined)} data-testid={`page-hook-remove-${place}`}>{pageText(lang, 'removeHook')}</Button>}
            </Space>
            <CodeEditor testId={`page-hook-${place}`} label={pageText(lang, place)} readOnly={!editable} value={hook?.code ?? ''}
              onChange={(code) => set(place, { lang: hook?.lang ?? 'script', code })} />
          </div>
        );
      })}
    </Space>
  );
}

function EndOfColumns({ count }: { count: number }) {
  const { setNodeRef, isOver } = useDroppable({ id: 'columns-end', data: { index: count } });
  return <div ref={setNodeRef} data-testid="page-columns-end" style={{ height: 24, borderTop: isOver ? '3px solid #1677ff' : undefined }} />;
}

type Notice = { type: 'success' | 'info' | 'error'; text: string };

/** The property a property form's change is to (one undo step while it is typed into), or undefined for several. */
function changedProperty(before: object, after: object): string | undefined {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const changed = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  return changed.length === 1 ? changed[0] : undefined;
}

export function PageDesigner({ view, version: initialVersion, lang, save, columns = [], Preview, scriptsEditable = false, extra, blockFields, undoGroupMs, ...keeping }: PageDesignerProps) {
  // The design starts from the stored page, or from the draft an earlier visit left (merged when someone saved since).
  const design = useDocumentDesign('view', view.viewCode, view, initialVersion, keeping, undoGroupMs);
  const { history, version, dirty, change, travel } = design;
  const [selected, setSelected] = useState<Selected>();
  const [mode, setMode] = useState<Mode>('design');
  const [notice, setNotice] = useState<Notice | undefined>(
    design.restoredAt ? { type: 'info', text: text(lang, 'draftRestored', { time: design.restoredAt }) } : undefined);
  const [stale, setStale] = useState<{ view: View; version: number }>();
  const { saving, run } = useSaving();
  const page = design.document;
  const issues = useMemo(() => validateView(page), [page]);
  const issuesAt = (prefix: string) => issues.filter((i) => i.path === prefix || i.path.startsWith(`${prefix}/`));
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));

  const setColumn = (index: number, patch: Partial<ViewColumn>, group?: string) =>
    change({ ...page, columns: page.columns.map((c, i) => (i === index ? { ...c, ...patch } : c)) }, group);
  const buttons = page.buttons ?? [];
  const setButton = (index: number, next: ViewButton, group?: string) => change({ ...page, buttons: buttons.map((b, i) => (i === index ? next : b)) }, group);
  const missing = columns.filter((c) => !page.columns.some((v) => v.colCode === c.code));

  const onDragEnd = (event: DragEndEvent) => {
    const from = (event.active.data.current as { index: number } | undefined)?.index;
    const to = (event.over?.data.current as { index: number } | undefined)?.index;
    if (from === undefined || to === undefined || to === from || to === from + 1) return;
    change({ ...page, columns: moveItem(page.columns, from, to) });
    setSelected({ part: 'column', index: to > from ? to - 1 : to });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (!(event.ctrlKey || event.metaKey) || ['INPUT', 'TEXTAREA'].includes(target.tagName)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) travel(undo);
    else if ((key === 'z' && event.shiftKey) || key === 'y') travel(redo);
    else return;
    event.preventDefault();
  };

  function onSave(next: View = page, at = version) {
    return run(() => save(next, at), {
      saved: (saved) => {
        const published = next.viewStatus === 'published' && design.stored.viewStatus !== 'published';
        design.saved(next, saved);
        setNotice({ type: 'success', text: text(lang, published ? 'published' : 'saved', { version: saved }) });
      },
      stale: setStale,
      failed: (error) => setNotice({ type: 'error', text: error }),
    });
  }

  const selection = selected?.part === 'column' ? page.columns[selected.index] : selected?.part === 'button' ? buttons[selected.index] : undefined;
  const selectionPath = selected && `/${selected.part === 'column' ? 'columns' : 'buttons'}/${selected.index}`;

  return (
    <div data-testid="page-designer" onKeyDown={onKeyDown} tabIndex={-1} style={{ outline: 'none' }}>
      <Space wrap style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Button data-testid="designer-undo" disabled={!canUndo(history)} onClick={() => travel(undo)}>{text(lang, 'undo')}</Button>
          <Button data-testid="designer-redo" disabled={!canRedo(history)} onClick={() => travel(redo)}>{text(lang, 'redo')}</Button>
          <Segmented<Mode>
            data-testid="designer-mode"
            value={mode}
            onChange={setMode}
            options={[
              { value: 'design', label: text(lang, 'design') },
              ...(Preview ? [{ value: 'preview' as const, label: text(lang, 'preview') }] : []),
              { value: 'json', label: text(lang, 'json') },
            ]}
          />
        </Space>
        <Space>
          <Tag data-testid="designer-version">v{version}</Tag>
          <Tag color={page.viewStatus === 'published' ? 'green' : undefined}>{text(lang, `status.${page.viewStatus ?? 'draft'}`)}</Tag>
          {dirty && <Typography.Text type="warning" data-testid="designer-dirty">{text(lang, 'unsaved')}</Typography.Text>}
          {extra}
          <Button data-testid="designer-save" loading={saving} disabled={!dirty || issues.length > 0} onClick={() => void onSave()}>{text(lang, 'save')}</Button>
          <Button type="primary" data-testid="designer-publish" loading={saving} disabled={issues.length > 0 || (page.viewStatus === 'published' && !dirty)}
            onClick={() => {
              const next: View = { ...page, viewStatus: 'published' };
              change(next);
              void onSave(next);
            }}>
            {text(lang, 'publish')}
          </Button>
        </Space>
      </Space>
      {notice && <Alert data-testid="designer-notice" type={notice.type} title={notice.text} closable onClose={() => setNotice(undefined)} style={{ marginBottom: 8 }} />}
      <Alert
        data-testid="page-issues"
        type={issues.length ? 'warning' : 'success'}
        showIcon
        style={{ marginBottom: 8 }}
        title={issues.length ? pageText(lang, 'issues', { n: issues.length }) : pageText(lang, 'noIssues')}
        description={issues.length ? <ul style={{ margin: 0 }}>{issues.map((i) => <li key={i.path + i.message}>{issuePlace(i.path, lang, PAGE_LABELS)}: {issueText(i, lang, PAGE_LABELS)}</li>)}</ul> : undefined}
      />

      {mode === 'design' && (
        <Row gutter={12} wrap={false}>
          <Col flex="auto" style={{ minWidth: 0 }}>
            <Tabs
              items={[
                {
                  key: 'columns', label: pageText(lang, 'columns'),
                  children: (
                    <DndContext sensors={sensors} collisionDetection={innermostUnderPointer} onDragEnd={onDragEnd}>
                      <Space orientation="vertical" style={{ width: '100%' }} size={4}>
                        {page.columns.map((column, index) => (
                          <ColumnRow key={column.colCode} column={column} index={index} lang={lang} issues={issuesAt(`/columns/${index}`).length}
                            selected={selected?.part === 'column' && selected.index === index} onSelect={() => setSelected({ part: 'column', index })} />
                        ))}
                        <EndOfColumns count={page.columns.length} />
                      </Space>
                      {missing.length > 0 && (
                        <Space wrap style={{ marginTop: 8 }}>
                          <Typography.Text type="secondary">{pageText(lang, 'addColumn')}:</Typography.Text>
                          {missing.map((c) => (
                            <Button key={c.code} size="small" data-testid={`page-add-column-${c.code}`}
                              onClick={() => {
                                change({ ...page, columns: [...page.columns, { colCode: c.code, colName: c.name, isShow: true }] });
                                setSelected({ part: 'column', index: page.columns.length });
                              }}>
                              {c.name}
                            </Button>
                          ))}
                        </Space>
                      )}
                    </DndContext>
                  ),
                },
                {
                  key: 'buttons', label: pageText(lang, 'buttons'),
                  children: (
                    <Space orientation="vertical" style={{ width: '100%' }} size={4}>
                      {buttons.map((button, index) => (
                        <div
                          key={index}
                          data-testid={`page-button-${index}`}
                          onClick={() => setSelected({ part: 'button', index })}
                          style={{
                            display: 'flex', alignItems: 'center', gap: 8, padding: '4px 8px', cursor: 'pointer', borderRadius: 4, border: '1px solid #f0f0f0',
                            background: selected?.part === 'button' && selected.index === index ? '#e6f4ff' : undefined,
                          }}
                        >
                          <Badge dot={issuesAt(`/buttons/${index}`).length > 0} offset={[4, 0]}>{lang === 'en_US' ? button.buttonNameEn || button.buttonName : button.buttonName}</Badge>
                          <Tag>{button.action}</Tag>
                          <span style={{ flex: 1 }} />
                          <Button size="small" danger disabled={button.isDefault === true} title={button.isDefault ? pageText(lang, 'defaultButton') : undefined}
                            onClick={(e) => {
                              e.stopPropagation();
                              change({ ...page, buttons: buttons.filter((_, i) => i !== index) });
                              setSelected(undefined);
                            }}>{pageText(lang, 'remove')}</Button>
                        </div>
                      ))}
                      <Button size="small" data-testid="page-add-button" onClick={() => {
                        change({ ...page, buttons: [...buttons, { buttonName: pageText(lang, 'newButton'), buttonType: 'toolbar', action: 'custom' } satisfies ViewButton] });
                        setSelected({ part: 'button', index: buttons.length });
                      }}>{pageText(lang, 'addButton')}</Button>
                    </Space>
                  ),
                },
                ...(page.viewType === 'layout' || page.viewType === 'dragLayout' ? [{
                  key: 'layout', label: <span data-testid="page-layout-tab">{layoutTabLabel(lang)}</span>,
                  children: <LayoutBlocksEditor page={page} lang={lang} onChange={change} fieldsOf={blockFields} />,
                }] : []),
                {
                  key: 'hooks', label: <span data-testid="page-hooks-tab">{pageText(lang, 'hooks')}</span>,
                  children: <HooksEditor page={page} lang={lang} editable={scriptsEditable} onChange={change} />,
                },
                {
                  key: 'options', label: pageText(lang, 'options'),
                  children: (
                    <div data-testid="page-options">
                      <RjsfForm schema={PAGE_PROPS} formData={page} validator={validator} uiSchema={propertyUiSchema(PAGE_PROPS, lang)} showErrorList={false}
                        onChange={(event) => {
                          const next = { ...page, ...(event.formData as Partial<View>) };
                          const property = changedProperty(page, next);
                          if (JSON.stringify(next) !== JSON.stringify(page)) change(next, property && `page:${property}`);
                        }} />
                      {page.viewType === 'tree' && <TreeFields page={page} columns={columns} lang={lang} onChange={change} />}
                    </div>
                  ),
                },
              ]}
            />
          </Col>
          <Col flex="360px" style={{ maxHeight: '75vh', overflow: 'auto' }} data-testid="page-properties">
            {selection && selectionPath ? (
              <>
                {issuesAt(selectionPath).map((issue) => (
                  <Alert key={issue.path + issue.message} type="error" showIcon style={{ marginBottom: 8 }} data-testid="page-property-issue"
                    title={issueText(issue, lang)} />
                ))}
                <RjsfForm
                  key={selectionPath}
                  schema={selected!.part === 'column' ? COLUMN_PROPS : BUTTON_PROPS}
                  formData={selection}
                  validator={validator}
                  uiSchema={propertyUiSchema(selected!.part === 'column' ? COLUMN_PROPS : BUTTON_PROPS, lang)}
                  showErrorList={false}
                  onChange={(event) => {
                    const data = event.formData as Record<string, unknown>;
                    if (JSON.stringify(data) === JSON.stringify(selection)) return;
                    const property = changedProperty(selection, { ...selection, ...data });
                    const group = property && `${selectionPath}:${property}`;
                    if (selected!.part === 'column') setColumn(selected!.index, data as Partial<ViewColumn>, group);
                    else setButton(selected!.index, { ...(selection as ViewButton), ...(data as Partial<ViewButton>) }, group);
                  }}
                />
              </>
            ) : (
              <Typography.Text type="secondary">{pageText(lang, 'nothingSelected')}</Typography.Text>
            )}
          </Col>
        </Row>
      )}
      {mode === 'preview' && Preview && <div data-testid="page-preview"><Preview view={page} /></div>}
      {mode === 'json' && <pre data-testid="designer-json" style={{ maxHeight: '70vh', overflow: 'auto', background: '#fafafa', padding: 12 }}>{JSON.stringify(page, null, 2)}</pre>}

      <StaleDialog
        lang={lang}
        title={pageText(lang, 'staleTitle')}
        version={stale?.version}
        onCancel={() => setStale(undefined)}
        onReload={() => {
          design.reload(stale!.view, stale!.version);
          setStale(undefined);
        }}
        keep={{
          // The user's edits onto theirs (what both changed: the user's), to check and save — never saved over theirs.
          label: text(lang, 'merge'),
          run: () => {
            design.merge(stale!.view, stale!.version);
            setStale(undefined);
            setNotice({ type: 'info', text: text(lang, 'merged', { version: stale!.version }) });
          },
        }}
      />
    </div>
  );
}

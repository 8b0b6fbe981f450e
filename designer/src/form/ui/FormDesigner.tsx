// The form designer: palette, canvas on the 24-column grid and property panel, with undo/redo, an autosaved draft,
// previews at desktop and phone widths through the console's own form renderer, the JSON of the document, and a save
// at the version the design started from (a stale save offers reload or merge). It knows nothing of the server: the
// console hands it `save` and its renderer.
import { useMemo, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import {
  closestCenter, DndContext, DragOverlay, KeyboardSensor, PointerSensor, pointerWithin, useSensor, useSensors, type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { Alert, Button, Col, Row, Segmented, Space, Tag, Typography } from 'antd';
import { validateForm, type ControlType, type Form, type Language } from '@yc/engine';
import { clearDraft, loadDraft, type DraftStore } from '../../drafts.ts';
import { useKeptWork, type KeepingProps } from '../../ui/keeping.ts';
import { findField, issuesByControl } from '../document.ts';
import { issueText } from '../../ui/issues.ts';
import { Canvas, type CanvasActions } from './Canvas.tsx';
import { controlName, Palette } from './Palette.tsx';
import { PropertyPanel, type ModelColumn, type OptionSources } from './PropertyPanel.tsx';
import {
  addControlHere, apply, canRedo, copy, canUndo, current, dropOperation, isDirty, merge, redoSession, reload, saved, select, shift,
  startSession, undoSession, type Design, type Dragged, type DropTarget, type Session,
} from './session.ts';
import { text } from './texts.ts';
import { StaleDialog } from '../../ui/StaleDialog.tsx';
import { useSaving, type SaveAnswer } from '../../ui/saving.ts';

export type SaveResult = SaveAnswer<{ form: Form; version: number }>;

export type PreviewWidth = 'desktop' | 'phone';
export const PREVIEW_WIDTHS: Record<PreviewWidth, number> = { desktop: 1000, phone: 375 };

export interface FormDesignerProps extends KeepingProps {
  form: Form;
  /** The stored version of the form. */
  version: number;
  lang: Language;
  /** The console's form renderer, shown in the previews. */
  Preview: ComponentType<{ form: Form; width: PreviewWidth }>;
  save(form: Form, version: number): Promise<SaveResult>;
  /** Columns of the table model the form edits. */
  columns?: readonly ModelColumn[];
  onCreateColumn?(column: ModelColumn): Promise<void>;
  /** The SQL and HTTP configs a select, radio or checkbox may take its options from. */
  optionSources?: OptionSources;
  renderIcon?(name: string): ReactNode;
  /** More toolbar buttons of the console (e.g. the versions of the form). */
  extra?: ReactNode;
  /**
   * The table is behind its model (a column was created here): the designer says so, with a button to sync it (the
   * console shows what the sync will do first, and applies it).
   */
  tableNotice?: { sync(): void };
}

type Mode = 'design' | PreviewWidth | 'json';

/**
 * Where a drop lands: the innermost drop zone under the pointer (a slot inside a grid column rather than the grid
 * itself); from the keyboard, the zone nearest to the dragged control.
 */
export const innermostUnderPointer: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length === 0) return args.pointerCoordinates ? [] : closestCenter(args);
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
  };
  return [...hits].sort((a, b) => area(a.id) - area(b.id));
};
type Notice = { type: 'success' | 'info' | 'warning' | 'error'; text: string };

/** The session a design starts from: the stored form, or the draft left by an earlier visit (merged when stale). */
function opening(form: Form, version: number, drafts: DraftStore | undefined, lang: Language): { session: Session; notice?: Notice } {
  const start = startSession(form, version);
  const draft = drafts && loadDraft<Design>(drafts, 'form', form.formCode, version);
  if (!draft || !Array.isArray(draft.document?.operations) || draft.document.operations.length === 0) return { session: start };
  const time = new Date(draft.savedAt).toLocaleString();
  const restored: Session = { ...start, history: { past: [start.history.present], present: draft.document, future: [] } };
  if (!draft.stale) return { session: restored, notice: { type: 'info', text: text(lang, 'draftRestored', { time }) } };
  const { session, skipped } = merge(restored, form, version);
  return { session, notice: skipped.length ? skippedNotice(lang, skipped) : { type: 'info', text: text(lang, 'draftRestored', { time }) } };
}

const skippedNotice = (lang: Language, skipped: { reason: string }[]): Notice =>
  ({ type: 'warning', text: text(lang, 'mergeSkipped', { n: skipped.length, reasons: skipped.map((s) => s.reason).join('; ') }) });

export function FormDesigner({ form, version, lang, Preview, save, columns, onCreateColumn, optionSources, renderIcon, extra, tableNotice, ...keeping }: FormDesignerProps) {
  const { drafts } = keeping;
  // The design starts once, from what the designer was opened with.
  const [initial] = useState(() => opening(form, version, drafts, lang));
  const [session, setSession] = useState<Session>(initial.session);
  const [notice, setNotice] = useState<Notice | undefined>(initial.notice);
  const [mode, setMode] = useState<Mode>('design');
  const [stale, setStale] = useState<{ form: Form; version: number }>();
  const { saving, run } = useSaving();
  const document = current(session);
  const dirty = isDirty(session);
  // The engine's rules of forms, checked as the user works: each issue shown at the control it is about.
  const issues = useMemo(() => validateForm(document), [document]);
  const byControl = useMemo(() => issuesByControl(document, issues), [document, issues]);
  const code = form.formCode;

  // The draft follows the design after a moment of quiet; a saved design has none.
  useKeptWork('form', code, session.history.present, dirty, session.version, keeping);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const [dragging, setDragging] = useState<Dragged>();
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(undefined);
    setSession((s) => dropOperation(s, event.active.data.current as Dragged | undefined, event.over?.data.current as DropTarget | undefined));
  };

  const actions: CanvasActions = {
    select: (key) => setSession((s) => select(s, key)),
    shift: (key, by) => setSession((s) => shift(s, key, by)),
    copy: (key) => setSession((s) => copy(s, key)),
    remove: (key) => setSession((s) => apply(s, { op: 'remove', key })),
  };
  const add = (type: ControlType) => setSession((s) => addControlHere(s, type));

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (!(event.ctrlKey || event.metaKey) || ['INPUT', 'TEXTAREA'].includes(target.tagName) || target.isContentEditable) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) setSession(undoSession);
    else if ((key === 'z' && event.shiftKey) || key === 'y') setSession(redoSession);
    else return;
    event.preventDefault();
  };

  /** Saves the design of `from` (the session as it is, or as publishing made it). */
  function onSave(from: Session = session, done: 'saved' | 'published' = 'saved') {
    return run(() => save(current(from), from.version), {
      saved: (version) => {
        setSession((s) => saved(s, version));
        if (drafts) clearDraft(drafts, 'form', code);
        setNotice({ type: 'success', text: text(lang, done, { version }) });
      },
      stale: setStale,
      failed: (error) => setNotice({ type: 'error', text: error }),
    });
  }

  /** Publishing is a change of the form's status, saved at once with the rest of the design. */
  function onPublish() {
    const next = apply(session, { op: 'form', patch: { formStatus: 'published' } });
    setSession(next);
    void onSave(next, 'published');
  }
  const status = document.formStatus ?? 'draft';

  return (
    <div data-testid="form-designer" onKeyDown={onKeyDown} tabIndex={-1} style={{ outline: 'none' }}>
      <Space wrap style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Button data-testid="designer-undo" disabled={!canUndo(session.history)} onClick={() => setSession(undoSession)}>{text(lang, 'undo')}</Button>
          <Button data-testid="designer-redo" disabled={!canRedo(session.history)} onClick={() => setSession(redoSession)}>{text(lang, 'redo')}</Button>
          <Segmented<Mode>
            data-testid="designer-mode"
            value={mode}
            onChange={setMode}
            options={[
              { value: 'design', label: text(lang, 'design') },
              { value: 'desktop', label: `${text(lang, 'preview')} · ${text(lang, 'desktop')}` },
              { value: 'phone', label: `${text(lang, 'preview')} · ${text(lang, 'phone')}` },
              { value: 'json', label: text(lang, 'json') },
            ]}
          />
        </Space>
        <Space>
          <Tag data-testid="designer-version">v{session.version}</Tag>
          <Tag data-testid="designer-status" color={status === 'published' ? 'green' : undefined}>{text(lang, `status.${status}`)}</Tag>
          {dirty && <Typography.Text type="warning" data-testid="designer-dirty">{text(lang, 'unsaved')}</Typography.Text>}
          {extra}
          <Button data-testid="designer-save" loading={saving} disabled={!dirty || issues.length > 0} onClick={() => void onSave()}>{text(lang, 'save')}</Button>
          <Button type="primary" data-testid="designer-publish" loading={saving} disabled={issues.length > 0 || (status === 'published' && !dirty)} onClick={onPublish}>{text(lang, 'publish')}</Button>
        </Space>
      </Space>
      {notice && <Alert data-testid="designer-notice" type={notice.type} title={notice.text} closable onClose={() => setNotice(undefined)} style={{ marginBottom: 8 }} />}

      {tableNotice && (
        <Alert data-testid="designer-table-sync" type="warning" showIcon style={{ marginBottom: 8 }} title={text(lang, 'tableNeedsSync')}
          action={<Button size="small" type="primary" data-testid="designer-sync-table" onClick={tableNotice.sync}>{text(lang, 'syncTable')}</Button>} />
      )}
      {issues.length > 0 && (
        <Alert data-testid="designer-issues" type="warning" showIcon style={{ marginBottom: 8 }} title={text(lang, 'issues', { n: issues.length })}
          description={(byControl.get('') ?? []).map((i) => <div key={i.path}>{issueText(i, lang)}</div>)} />
      )}
      {mode === 'design' && (
        <DndContext
          sensors={sensors}
          collisionDetection={innermostUnderPointer}
          onDragStart={(event) => setDragging(event.active.data.current as Dragged | undefined)}
          onDragCancel={() => setDragging(undefined)}
          onDragEnd={onDragEnd}
        >
          <Row gutter={12} wrap={false}>
            <Col flex="220px" style={{ maxHeight: '75vh', overflow: 'auto' }}>
              <Palette lang={lang} renderIcon={renderIcon} onAdd={add} />
            </Col>
            <Col flex="auto" style={{ minWidth: 0 }} onClick={() => setSession((s) => select(s, undefined))}>
              <Canvas fields={document.fields} lang={lang} selected={session.selected} actions={actions} flagged={(key) => byControl.has(key)} />
            </Col>
            <Col flex="320px" style={{ maxHeight: '75vh', overflow: 'auto' }}>
              <PropertyPanel
                form={document}
                field={session.selected ? findField(document, session.selected) : undefined}
                issues={session.selected ? (byControl.get(session.selected) ?? []).map((i) => issueText(i, lang)) : []}
                lang={lang}
                columns={columns}
                onCreateColumn={onCreateColumn}
                optionSources={optionSources}
                update={(key, patch) => setSession((s) => apply(s, { op: 'update', key, patch }))}
                rekey={(key, to) => setSession((s) => apply(s, { op: 'rekey', key, to }))}
                updateForm={(patch) => setSession((s) => apply(s, { op: 'form', patch }))}
              />
            </Col>
          </Row>
          <DragOverlay dropAnimation={null}>
            {dragging && (
              <Tag color="blue" style={{ cursor: 'grabbing' }}>
                {dragging.kind === 'palette' ? controlName(dragging.type, lang) : dragging.key}
              </Tag>
            )}
          </DragOverlay>
        </DndContext>
      )}
      {(mode === 'desktop' || mode === 'phone') && (
        <div data-testid={`designer-preview-${mode}`} style={{ width: PREVIEW_WIDTHS[mode], maxWidth: '100%', margin: '0 auto', border: '1px solid #f0f0f0', padding: 12 }}>
          <Preview form={document} width={mode} />
        </div>
      )}
      {mode === 'json' && (
        <pre data-testid="designer-json" style={{ maxHeight: '70vh', overflow: 'auto', background: '#fafafa', padding: 12 }}>{JSON.stringify(document, null, 2)}</pre>
      )}

      <StaleDialog
        lang={lang}
        version={stale?.version}
        onCancel={() => setStale(undefined)}
        onReload={() => {
          setSession(reload(stale!.form, stale!.version));
          if (drafts) clearDraft(drafts, 'form', code);
          setStale(undefined);
        }}
        keep={{
          label: text(lang, 'merge'),
          run: () => {
            const merged = merge(session, stale!.form, stale!.version);
            setSession(merged.session);
            setNotice(merged.skipped.length ? skippedNotice(lang, merged.skipped) : { type: 'info', text: text(lang, 'merged', { version: stale!.version }) });
            setStale(undefined);
          },
        }}
      />
    </div>
  );
}

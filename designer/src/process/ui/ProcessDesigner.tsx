// The process designer: a BPMN file on an @xyflow/react canvas — the palette, the shapes and flows of its diagram
// (moved, resized, connected, deleted with the Delete key), the properties of what is selected, and the engine's design
// checks (clicking one selects its element; errors block publishing). Every edit is a document operation kept in the
// undo history; a save hands the console the exported BPMN and the user tasks' settings at the version read. Unsaved
// work is kept as every designer keeps it (ui/keeping.ts): an autosaved draft offered on the next opening, the console
// told so that it asks before closing, and a stale save merged onto the version saved meanwhile (../merge.ts).
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import {
  applyEdgeChanges, applyNodeChanges, Background, ConnectionMode, Controls, ReactFlow, ReactFlowProvider, useReactFlow, type Connection, type Edge, type OnSelectionChangeParams,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Alert, App, Button, Skeleton, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import { renderMessage } from '@yc/engine';
import { BPM_MESSAGES, validateProcessDesign, type DesignIssue } from '@yc/engine/bpm';
import { canRedo, canUndo, record, redo, startHistory, undo, type History } from '../../history.ts';
import { StaleDialog } from '../../ui/StaleDialog.tsx';
import { useSaving } from '../../ui/saving.ts';
import { loadDraft } from '../../drafts.ts';
import { useKeptWork } from '../../ui/keeping.ts';
import { mergeProcess } from '../merge.ts';
import { designView, exportXml, isOpenContainer, loadProcess, type Bounds } from '../document.ts';
import { addNode, connect, DesignRefused, moveNode, reconnect, removeElements, resizeNode } from '../operations.ts';
import { PALETTE_KINDS, type PaletteKind } from '../kinds.ts';
import { EDGE_TYPES, FlowMarkers, type FlowEdge } from './edges.tsx';
import { Palette, PALETTE_MIME } from './Palette.tsx';
import { PropertiesPanel } from './PropertiesPanel.tsx';
import type { ProcessDesignerProps, StoredProcess } from './props.ts';
import { SHAPE_TYPES, type ShapeNode } from './shapes.tsx';
import { keptSettings, type DesignState } from './state.ts';
import { text, type ProcessText } from './texts.ts';

const CHECK_DELAY_MS = 300;

/** Connection handles show where a flow can be drawn from: on the node under the pointer, and while connecting. */
const CANVAS_CSS = `
.bpmn-node .bpmn-handle { width: 8px; height: 8px; background: #1677ff; border: 1px solid #fff; opacity: 0; }
.bpmn-node:hover .bpmn-handle, .react-flow__handle.connectingto, .react-flow__handle.connectingfrom { opacity: 1; }
.react-flow__node.bpmn-node { border: none; padding: 0; background: transparent; }
`;

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable || !!target.closest('.ant-select'));

/** What a process's draft keeps: the exported file and the user tasks' settings. */
interface ProcessDraft { xml: string; nodes: DesignState['nodes'] }
const snapshot = async (state: DesignState): Promise<ProcessDraft> => ({ xml: await exportXml(state.doc), nodes: state.nodes });

function Designer(props: ProcessDesignerProps & { initial: DesignState; stored: DesignState; restored?: string }) {
  const { lang } = props;
  const t = (code: ProcessText, params?: Record<string, string | number>) => text(lang, code, params);
  const { message } = App.useApp();
  const flow = useReactFlow();
  const canvas = useRef<HTMLDivElement>(null);
  const [history, setHistory] = useState<History<DesignState>>(() => startHistory(props.initial));
  const [selection, setSelection] = useState<string[]>([]);
  // The selection as the canvas last reported it (or as it was last set from outside), read when the canvas is made again.
  const selectedNow = useRef<string[]>([]);
  const [issues, setIssues] = useState<DesignIssue[]>([]);
  const [tab, setTab] = useState('properties');
  const [version, setVersion] = useState(props.version);
  const [saved, setSaved] = useState<DesignState>(props.stored);
  const [restored, setRestored] = useState(props.restored);
  const [stale, setStale] = useState<StoredProcess>();
  const [notice, setNotice] = useState<string>();
  const { saving, run } = useSaving();
  const state = history.present;
  const view = useMemo(() => designView(state.doc), [state.doc]);
  const selected = selection.length === 1 ? selection[0] : undefined;
  const kept = useKeptWork('process', props.processKey, state, state !== saved, version, props, snapshot);

  // The history as last changed, so that an edit is computed once, outside React's state updaters (it may select).
  const latest = useRef(history);
  const commit = (next: History<DesignState>) => {
    latest.current = next;
    setHistory(next);
  };
  /** Applies an edit as one undo step; a refused one is named and changes nothing. */
  const apply = useCallback((change: (s: DesignState) => DesignState) => {
    try {
      commit(record(latest.current, keptSettings(change(latest.current.present))));
    } catch (error) {
      if (!(error instanceof DesignRefused)) throw error;
      void message.warning({ content: t(`refused.${error.reason}`), key: 'refused' });
    }
  }, [message, lang]);
  const applyDoc = (change: (doc: DesignState['doc']) => DesignState['doc']) => apply((s) => ({ ...s, doc: change(s.doc) }));

  // The engine's checks run on the export, a moment after the last edit.
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void exportXml(state.doc)
        .then((xml) => validateProcessDesign(xml, state.doc.processId, state.nodes))
        .then((found) => live && setIssues(found), () => undefined);
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [state]);
  const errors = issues.filter((i) => i.severity === 'error');
  const issueOf = (id: string) => (issues.some((i) => i.elementId === id && i.severity === 'error') ? 'error' as const
    : issues.some((i) => i.elementId === id) ? 'warning' as const : undefined);

  // The canvas keeps its own copy of nodes and edges (positions while dragging, selection, measured sizes): made again
  // from the document after each edit.
  const derived = useMemo(() => {
    const nodes: ShapeNode[] = view.nodes.map((n) => {
      const open = isOpenContainer(n, view.nodes);
      return {
        id: n.id, type: n.family, position: { x: n.x, y: n.y }, width: n.width, height: n.height,
        zIndex: open ? 0 : n.attachedTo ? 2 : 1, style: open ? { pointerEvents: 'none' } : undefined,
        data: { node: n, open, issue: issueOf(n.id), onResized: (box: Bounds) => applyDoc((doc) => resizeNode(doc, n.id, box)) },
        className: `bpmn-node bpmn-${n.type}`,
      };
    });
    const drawn = new Set(view.nodes.map((n) => n.id));
    const edges: FlowEdge[] = view.edges.filter((e) => e.source && e.target && drawn.has(e.source) && drawn.has(e.target)).map((e) => ({
      id: e.id, source: e.source!, target: e.target!, type: 'bpmn', zIndex: 1,
      data: { edge: e, issue: issueOf(e.id) }, reconnectable: e.type === 'sequenceFlow',
    }));
    return { nodes, edges };
  }, [view, issues]);
  const [nodes, setNodes] = useState(derived.nodes);
  const [edges, setEdges] = useState(derived.edges);
  useEffect(() => {
    const chosen = selectedNow.current;
    setNodes(derived.nodes.map((n) => ({ ...n, selected: chosen.includes(n.id) })));
    setEdges(derived.edges.map((e) => ({ ...e, selected: chosen.includes(e.id) })));
  }, [derived]);
  /**
   * Selects from outside the canvas (a check clicked, a node added): marked on the canvas's nodes and edges, which then
   * report it back (the canvas is the one source of the selection, so the two never answer each other).
   */
  const selectIds = (ids: string[]) => {
    const mark = <T extends { id: string; selected?: boolean }>(list: T[]) =>
      (list.every((x) => !!x.selected === ids.includes(x.id)) ? list : list.map((x) => ({ ...x, selected: ids.includes(x.id) })));
    selectedNow.current = ids;
    setSelection(ids);
    // What an edit has just made is not on the canvas yet: it is marked when the canvas is made again from the document.
    const known = new Set([...nodes, ...edges].map((x) => x.id));
    if (!ids.every((id) => known.has(id))) return;
    setNodes(mark);
    setEdges(mark);
  };

  const centreOfCanvas = () => {
    const box = canvas.current?.getBoundingClientRect();
    return flow.screenToFlowPosition({ x: (box?.left ?? 0) + (box?.width ?? 600) / 2, y: (box?.top ?? 0) + (box?.height ?? 400) / 2 });
  };
  /** A click on the palette: the node goes in the middle of the view, beside what is already there. */
  const addAt = (kind: PaletteKind, at = centreOfCanvas()) => {
    const spec = PALETTE_KINDS[kind];
    let point = at;
    // Click-added nodes step right past nodes they would cover (a drop goes exactly where it is let go).
    const covered = (p: { x: number; y: number }) => view.nodes.some((n) => !isOpenContainer(n, view.nodes) && !n.attachedTo
      && Math.abs(n.x + n.width / 2 - p.x) < (n.width + spec.width) / 2 && Math.abs(n.y + n.height / 2 - p.y) < (n.height + spec.height) / 2);
    while (kind !== 'timerBoundary' && covered(point)) point = { x: point.x + 40, y: point.y };
    apply((s) => {
      const added = addNode(s.doc, kind, point);
      selectIds([added.id]);
      return { ...s, doc: added.doc };
    });
  };
  const drop = (event: DragEvent) => {
    const kind = event.dataTransfer.getData(PALETTE_MIME) as PaletteKind;
    if (!PALETTE_KINDS[kind]) return;
    event.preventDefault();
    apply((s) => {
      const added = addNode(s.doc, kind, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
      selectIds([added.id]);
      return { ...s, doc: added.doc };
    });
  };

  const removeSelected = useCallback(() => {
    if (selection.length === 0) return;
    apply((s) => ({ ...s, doc: removeElements(s.doc, selection) }));
    selectIds([]);
  }, [selection, apply]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.key === 'Delete' || event.key === 'Backspace') && !typing(event.target) && canvas.current?.closest('body')) removeSelected();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [removeSelected]);

  const save = async (after?: (version: number) => Promise<void>) => {
    const at = state;
    await run(async () => props.save(await exportXml(at.doc), at.nodes, version), {
      saved: (next) => {
        setStale(undefined);
        setNotice(undefined);
        setVersion(next);
        setSaved(at);
        if (state === at) kept.clear();
        void message.success({ content: t('saved', { version: next }), key: 'saved' });
        void after?.(next);
      },
      stale: setStale,
      failed: (error) => void message.error({ content: error, key: 'saveFailed' }),
    });
  };
  /** Keeps the user's work after a stale save: merged onto theirs, to check and save (at their version). */
  const mergeStale = async () => {
    if (!stale) return;
    const merged = await mergeProcess(saved, latest.current.present, stale, props.processKey);
    setSaved(merged.stored);
    setVersion(stale.version);
    commit(record(latest.current, merged.state));
    setNotice(t(merged.diagramConflict ? 'mergedDiagram' : 'merged', { version: stale.version }));
    setStale(undefined);
  };
  const publish = () => {
    const go = async (at: number) => {
      const next = await props.publish?.(at);
      if (next !== undefined) {
        setVersion(next);
        void message.success({ content: t('published'), key: 'published' });
      }
    };
    if (state !== saved) void save(go);
    else void go(version);
  };

  // The canvas reports its selection again whenever its elements change: only a different one (the user's) counts, so a
  // report of the old selection never undoes one just set from outside.
  const reported = useRef<string>('[]');
  const onSelectionChange = ({ nodes: n, edges: e }: OnSelectionChangeParams) => {
    const ids = [...n.map((x) => x.id), ...e.map((x) => x.id)];
    if (JSON.stringify(ids) === reported.current) return;
    reported.current = JSON.stringify(ids);
    selectedNow.current = ids;
    setSelection((current) => (current.length === ids.length && current.every((id, i) => id === ids[i]) ? current : ids));
  };

  return (
    <div data-testid="process-designer" style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 560 }}>
      <style>{CANVAS_CSS}</style>
      <FlowMarkers />
      {restored && (
        <Alert type="info" showIcon closable data-testid="process-draft-restored" style={{ marginBottom: 8 }} onClose={() => setRestored(undefined)}
          title={t('draftRestored', { time: restored })} />
      )}
      {notice && <Alert type="info" showIcon closable data-testid="process-merged" style={{ marginBottom: 8 }} onClose={() => setNotice(undefined)} title={notice} />}
      <Space wrap style={{ marginBottom: 8 }}>
        <Button onClick={() => commit(undo(latest.current))} disabled={!canUndo(history)} data-testid="process-undo">{t('undo')}</Button>
        <Button onClick={() => commit(redo(latest.current))} disabled={!canRedo(history)} data-testid="process-redo">{t('redo')}</Button>
        <Button onClick={removeSelected} disabled={selection.length === 0} data-testid="process-delete">{t('remove')}</Button>
        <Button onClick={() => void flow.fitView({ padding: 0.05, maxZoom: 1 })} data-testid="process-fit">{t('fit')}</Button>
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="process-save">{t('save')}</Button>
        {props.publish && (
          <Tooltip title={errors.length ? t('publishBlocked', { n: errors.length }) : undefined}>
            <Button disabled={errors.length > 0 || saving} onClick={publish} data-testid="process-publish">{t('publish')}</Button>
          </Tooltip>
        )}
        {state !== saved && <Tag color="orange" data-testid="process-unsaved">{t('unsaved')}</Tag>}
        {props.extra}
      </Space>
      <div style={{ display: 'flex', gap: 8, flex: 1, minHeight: 0 }}>
        <Palette lang={lang} onAdd={(kind) => addAt(kind)} />
        <div ref={canvas} style={{ flex: 1, border: '1px solid #f0f0f0', minHeight: 480 }} onDragOver={(e) => e.preventDefault()} onDrop={drop} data-testid="process-canvas">
          <ReactFlow<ShapeNode, FlowEdge>
            nodes={nodes} edges={edges} nodeTypes={SHAPE_TYPES} edgeTypes={EDGE_TYPES} connectionMode={ConnectionMode.Loose}
            onSelectionChange={onSelectionChange} elevateNodesOnSelect={false} elevateEdgesOnSelect={false} deleteKeyCode={null}
            onNodesChange={(changes) => setNodes((current) => applyNodeChanges(changes, current))}
            onEdgesChange={(changes) => setEdges((current) => applyEdgeChanges(changes, current))}
            onNodeDragStop={(_event, _node, dragged) => applyDoc((doc) => dragged.reduce((d, n) => moveNode(d, n.id, n.position), doc))}
            onConnect={(c: Connection) => apply((s) => ({ ...s, doc: connect(s.doc, c.source, c.target).doc }))}
            onReconnect={(old: Edge, c: Connection) => applyDoc((doc) => reconnect(doc, old.id, { source: c.source, target: c.target }))}
            onNodeClick={() => setTab('properties')} onEdgeClick={() => setTab('properties')}
            fitView fitViewOptions={{ padding: 0.05, maxZoom: 1 }} minZoom={0.1} maxZoom={3} proOptions={{ hideAttribution: true }}
          >
            <Background gap={20} size={0.6} />
            <Controls showInteractive={false} />
          </ReactFlow>
        </div>
        <div style={{ width: 360, overflowY: 'auto' }}>
          <Tabs activeKey={tab} onChange={setTab} size="small" items={[
            {
              key: 'properties', label: t('properties'),
              children: (
                <PropertiesPanel key={selected ?? ''} lang={lang} state={state} view={view} selected={selected} apply={apply}
                  select={(id) => selectIds(id ? [id] : [])} assignees={props.assignees} forms={props.forms} formFields={props.formFields}
                  processFormCode={props.processFormCode} />
              ),
            },
            {
              key: 'checks',
              label: <span data-testid="process-checks-tab">{t('validation')} {errors.length > 0 && <Tag color="red">{errors.length}</Tag>}</span>,
              children: (
                <div data-testid="process-checks">
                  {issues.length === 0 && <Typography.Text type="secondary">{t('noIssues')}</Typography.Text>}
                  {issues.map((issue, i) => (
                    <Alert key={i} type={issue.severity === 'error' ? 'error' : 'warning'} showIcon style={{ marginBottom: 6, cursor: issue.elementId ? 'pointer' : undefined }}
                      data-testid={`process-issue-${issue.elementId ?? 'process'}`} title={renderMessage(issue.message, lang)}
                      onClick={() => {
                        if (!issue.elementId) return;
                        selectIds([issue.elementId]);
                        setTab('properties');
                      }} />
                  ))}
                </div>
              ),
            },
          ]} />
        </div>
      </div>
      <StaleDialog lang={lang} title={t('staleTitle')} version={stale?.version} onReload={() => {
        // Theirs, read again: the user chose to drop their work, so its draft goes too.
        kept.clear();
        props.onReload();
      }} onCancel={() => setStale(undefined)} keep={{ label: t('merge'), run: () => void mergeStale() }} />
    </div>
  );
}

/** Reads the file, then designs it; a file that cannot be read says why. */
export function ProcessDesigner(props: ProcessDesignerProps) {
  const [initial, setInitial] = useState<{ stored: DesignState; initial: DesignState; restored?: string } | { error: string }>();
  useEffect(() => {
    let live = true;
    void (async () => {
      const stored: DesignState = { doc: await loadProcess(props.xml, props.processKey), nodes: props.nodes };
      // The draft an earlier visit left is the user's work: designed on again (its save says if someone saved since).
      const draft = props.drafts && loadDraft<ProcessDraft>(props.drafts, 'process', props.processKey, props.version);
      const doc = draft?.document?.xml ? await loadProcess(draft.document.xml, props.processKey).catch(() => undefined) : undefined;
      if (!live) return;
      if (!doc || !draft) setInitial({ stored, initial: stored });
      else setInitial({ stored, initial: { doc, nodes: draft.document.nodes ?? {} }, restored: new Date(draft.savedAt).toLocaleString() });
    })().catch((error: Error) => live && setInitial({ error: error.message }));
    return () => {
      live = false;
    };
  }, [props.xml, props.processKey]);
  if (!initial) return <Skeleton active />;
  if ('error' in initial) return <Alert type="error" showIcon data-testid="process-unreadable" title={renderMessage(BPM_MESSAGES.bpmnUnreadable(initial.error), props.lang)} />;
  return (
    <App>
      <ReactFlowProvider>
        <Designer {...props} {...initial} />
      </ReactFlowProvider>
    </App>
  );
}

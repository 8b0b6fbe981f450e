// A tree page (viewType 'tree'): the records of a table linked by treeConfig.parentField, labelled by its labelField.
// Children load when a node opens (the server says which nodes have any); a node dragged onto another moves under
// it (onto a gap: beside it), or "Move to…" picks its new parent (a finger cannot drag a node); add a root or a child,
// edit or delete the selected node ('the last root node cannot be deleted' comes from the server).
import { Button, Card, Empty, Form, Input, Modal, Popconfirm, Space, Tree, type TreeProps } from 'antd';
import { useCallback, useEffect, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/eform.ts';
import { recordApi } from '../../api/eform.ts';
import { buttonFor } from '../engine.ts';
import { MoveNodeDialog, TOP_LEVEL } from './MoveNodeDialog.tsx';
import type { PageTypeProps } from './ListPage.tsx';
import { pageApi, type TreeNodeRow } from './page-api.ts';

interface Node {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: Node[];
}

const ROOT = '';

/** The nodes with the children of `parent` replaced (the roots for ROOT). */
function withChildren(nodes: Node[], parent: string, children: Node[]): Node[] {
  if (parent === ROOT) return children.map((c) => ({ ...c, children: nodes.find((n) => n.key === c.key)?.children }));
  return nodes.map((n) => {
    if (n.key === parent) {
      const kept = children.map((c) => ({ ...c, children: n.children?.find((o) => o.key === c.key)?.children }));
      return { ...n, isLeaf: children.length === 0, children: kept };
    }
    return n.children ? { ...n, children: withChildren(n.children, parent, children) } : n;
  });
}

export default function TreePage({ viewCode, runtime, list }: PageTypeProps) {
  const { t } = useTranslation();
  const { view } = runtime;
  const parentField = view.treeConfig?.parentField ?? '';
  const labelField = view.treeConfig?.labelField ?? '';
  const [nodes, setNodes] = useState<Node[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [loadedKeys, setLoadedKeys] = useState<Key[]>([]);
  const [selected, setSelected] = useState<string | undefined>();
  /** Where each loaded node hangs (ROOT for roots). */
  const [parents] = useState(() => new Map<string, string>());
  /** The parent a new node is added under (ROOT for a root), while the dialog is open. */
  const [adding, setAdding] = useState<string | undefined>();
  /** The node being moved with "Move to…", while its dialog is open. */
  const [moving, setMoving] = useState<string | undefined>();

  const toNode = useCallback((row: TreeNodeRow): Node => ({ key: row.id, title: String(row[labelField] ?? ''), isLeaf: !row.hasChildren }), [labelField]);

  const refresh = useCallback(async (parent: string) => {
    const rows = await pageApi.children(viewCode, parent === ROOT ? null : parent, list.linkFilter);
    for (const row of rows) parents.set(row.id, parent);
    setNodes((current) => withChildren(current, parent, rows.map(toNode)));
    if (parent !== ROOT) setLoadedKeys((keys) => (keys.includes(parent) ? keys : [...keys, parent]));
  }, [viewCode, parents, toNode, list.linkFilter]);

  useEffect(() => {
    void refresh(ROOT).finally(() => setLoaded(true));
  }, [refresh]);

  // A record saved in the page's dialog (edit): the loaded levels are read again.
  const { reloadSignal } = list;
  const [levels] = useState(() => ({ expanded: [] as Key[] }));
  levels.expanded = expanded;
  useEffect(() => {
    if (reloadSignal === 0) return;
    void refresh(ROOT);
    for (const key of levels.expanded) void refresh(String(key));
  }, [reloadSignal, refresh, levels]);

  const may = (action: 'add' | 'edit' | 'delete') => buttonFor(view, action) !== undefined;

  /** Moves a node under `newParent` (ROOT: a root) and reads both levels again; a refusal throws. */
  const moveUnder = async (id: string, newParent: string) => {
    const oldParent = parents.get(id) ?? ROOT;
    if (newParent === oldParent) return;
    await pageApi.move(viewCode, id, newParent === ROOT ? null : newParent);
    await refresh(oldParent);
    await refresh(newParent);
    if (newParent !== ROOT) setExpanded((keys) => (keys.includes(newParent) ? keys : [...keys, newParent]));
  };

  const onDrop: TreeProps['onDrop'] = async (info) => {
    const target = String(info.node.key);
    // A refusal (a cycle, a lost permission) is shown by the request's notice; the tree stays as it was.
    await moveUnder(String(info.dragNode.key), info.dropToGap ? (parents.get(target) ?? ROOT) : target).catch(() => undefined);
  };

  const remove = async (id: string) => {
    // A refusal ('the last root node cannot be deleted') is shown by the request's notice.
    if (!(await recordApi.remove(viewCode, id).then(() => true, () => false))) return;
    setSelected(undefined);
    await refresh(parents.get(id) ?? ROOT);
  };

  if (!parentField || !labelField) return <Empty description={t('view.treeNotConfigured')} />;

  return (
    <Card data-testid="eform-tree" title={view.viewName}>
      <Space style={{ marginBottom: 12 }} wrap>
        {may('add') && <Button type="primary" data-testid="tree-add-root" onClick={() => setAdding(ROOT)}>{t('view.addRoot')}</Button>}
        {may('add') && <Button data-testid="tree-add-child" disabled={!selected} onClick={() => setAdding(selected)}>{t('view.addChild')}</Button>}
        {may('edit') && (
          <Button data-testid="tree-edit" disabled={!selected} onClick={() => selected && list.onOpen(buttonFor(view, 'edit')!, { action: 'edit', id: selected })}>
            {t('crud.edit')}
          </Button>
        )}
        {may('edit') && (
          <Button data-testid="tree-move" disabled={!selected} onClick={() => setMoving(selected)}>{t('tree.moveTo')}</Button>
        )}
        {may('delete') && (
          <Popconfirm title={t('crud.confirmDelete')} disabled={!selected} onConfirm={() => selected && remove(selected)}>
            <Button danger data-testid="tree-delete" disabled={!selected}>{t('crud.delete')}</Button>
          </Popconfirm>
        )}
      </Space>
      {loaded && nodes.length === 0 ? <Empty /> : (
        <Tree<Node>
          data-testid="tree"
          treeData={nodes}
          draggable={may('edit') ? { icon: false } : false}
          blockNode
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys)}
          loadedKeys={loadedKeys}
          loadData={(node) => refresh(String(node.key))}
          selectedKeys={selected ? [selected] : []}
          onSelect={(keys) => setSelected(keys[0] === undefined ? undefined : String(keys[0]))}
          onDrop={onDrop}
          // The node's record id: a layout page's tree block selects that record for its links.
          titleRender={(node) => <span data-testid={`tree-node-${node.title}`} data-node-key={node.key}>{node.title}</span>}
        />
      )}
      {moving !== undefined && (
        <MoveNodeDialog
          viewCode={viewCode}
          labelField={labelField}
          node={{ key: moving, title: findTitle(nodes, moving) ?? '' }}
          onCancel={() => setMoving(undefined)}
          onMove={async (parent) => {
            await moveUnder(moving, parent === TOP_LEVEL ? ROOT : parent);
            setMoving(undefined);
          }}
        />
      )}
      {adding !== undefined && (
        <AddNodeDialog
          key={adding}
          parentLabel={adding === ROOT ? undefined : findTitle(nodes, adding)}
          label={list.columns.find((c) => c.key === labelField)?.title ?? labelField}
          onCancel={() => setAdding(undefined)}
          onSave={async (value) => {
            await recordApi.add(viewCode, { [labelField]: value, ...(adding === ROOT ? {} : { [parentField]: adding }) });
            const parent = adding;
            setAdding(undefined);
            await refresh(parent);
            if (parent !== ROOT) setExpanded((keys) => (keys.includes(parent) ? keys : [...keys, parent]));
          }}
        />
      )}
    </Card>
  );
}

function findTitle(nodes: Node[], key: string): string | undefined {
  for (const n of nodes) {
    if (n.key === key) return n.title;
    const found = n.children && findTitle(n.children, key);
    if (found) return found;
  }
  return undefined;
}

/** The label of a new node (under `parentLabel`, or a root). */
function AddNodeDialog({ parentLabel, label, onCancel, onSave }: {
  parentLabel?: string; label: string; onCancel(): void; onSave(value: string): Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ label: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const { label: value } = await form.validateFields();
    setSaving(true);
    try {
      await onSave(value);
    } catch {
      // Shown by the request's notice; the dialog stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={parentLabel ? `${t('view.addChild')}: ${parentLabel}` : t('view.addRoot')}
      onCancel={onCancel}
      onOk={submit}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'tree-node-save' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="label" label={label} rules={[{ required: true, whitespace: true }]}>
          <Input data-testid="tree-node-label" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

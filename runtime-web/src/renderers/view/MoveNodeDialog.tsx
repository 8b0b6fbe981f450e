// "Move to…" of a tree page: the selected node re-parented without dragging (a finger cannot drag a tree node, #42
// item 4). The new parent is picked in the same tree (children loaded as a branch opens), or the top level; the move
// goes through the page's move call, which refuses a cycle (a node under itself or its own children).
import { Form, Modal, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageApi } from './page-api.ts';
import './phone-texts.ts';

/** The value of the top level in the picker (no record has it as id). */
export const TOP_LEVEL = ':root';

interface Option {
  id: string;
  pId?: string;
  value: string;
  title: string;
  isLeaf: boolean;
}

export interface MoveNodeDialogProps {
  viewCode: string;
  labelField: string;
  node: { key: string; title: string };
  onCancel(): void;
  /** Moves the node under `parent` (TOP_LEVEL for a root); a refusal keeps the dialog open. */
  onMove(parent: string): Promise<void>;
}

export function MoveNodeDialog({ viewCode, labelField, node, onCancel, onMove }: MoveNodeDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ parent: string }>();
  const [options, setOptions] = useState<Option[]>([]);
  const [saving, setSaving] = useState(false);

  /** The children of `parent` (roots for the top level) as options; the moved node and what hangs under it stay out. */
  const load = async (parent: string) => {
    const rows = await pageApi.children(viewCode, parent === TOP_LEVEL ? null : parent);
    const shown = rows.filter((row) => row.id !== node.key)
      .map((row): Option => ({ id: row.id, pId: parent, value: row.id, title: String(row[labelField] ?? ''), isLeaf: !row.hasChildren }));
    setOptions((current) => [...current.filter((o) => !shown.some((s) => s.id === o.id)), ...shown]);
  };
  useEffect(() => {
    setOptions([{ id: TOP_LEVEL, value: TOP_LEVEL, title: t('tree.topLevel'), isLeaf: false }]);
    void load(TOP_LEVEL);
    // Loaded once when the dialog opens (the dialog is made anew for each move).
  }, []);

  const submit = async () => {
    const { parent } = await form.validateFields();
    setSaving(true);
    try {
      await onMove(parent);
    } catch {
      // Shown by the request's notice (a cycle, a lost permission); the dialog stays open.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={t('tree.moveTitle', { name: node.title })} onCancel={onCancel} onOk={submit} confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'tree-move-save' } as never} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="parent" label={t('tree.moveTarget')} rules={[{ required: true }]}>
          <TreeSelect data-testid="tree-move-target" treeDataSimpleMode treeData={options} treeDefaultExpandedKeys={[TOP_LEVEL]}
            loadData={({ value }) => (value === TOP_LEVEL ? Promise.resolve() : load(String(value)))} showSearch={false}
            treeTitleRender={(o) => <span data-testid={`tree-move-option-${String(o.title)}`}>{String(o.title)}</span>} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

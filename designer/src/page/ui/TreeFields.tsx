// The tree settings of a tree page (viewType 'tree'): its parent field (a text column holding the parent's id) and its
// label field, chosen among the model's columns.
import { Form, Select } from 'antd';
import { consoleText, defineTexts, type Language, type View } from '@yc/engine';
import type { ModelColumn } from '../../form/ui/PropertyPanel.tsx';

const TEXTS = defineTexts({
  zh_CN: {
    parentField: '父字段',
    labelField: '显示字段',
  },
  en_US: {
    parentField: 'Parent field',
    labelField: 'Label field',
  },
});

export function TreeFields({ page, columns, lang, onChange }: { page: View; columns: readonly ModelColumn[]; lang: Language; onChange(next: View): void }) {
  const config = page.treeConfig ?? { parentField: '', labelField: '' };
  const set = (key: 'parentField' | 'labelField', value: string) => onChange({ ...page, treeConfig: { ...config, [key]: value } });
  const options = (filter: (c: ModelColumn) => boolean) => columns.filter(filter).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));
  return (
    <Form layout="vertical" data-testid="page-tree-config">
      <Form.Item label={consoleText(TEXTS, lang, 'parentField')}>
        <Select data-testid="page-tree-parent" value={config.parentField || undefined} options={options((c) => c.type === 'varchar')} onChange={(v: string) => set('parentField', v)} />
      </Form.Item>
      <Form.Item label={consoleText(TEXTS, lang, 'labelField')}>
        <Select data-testid="page-tree-label" value={config.labelField || undefined} options={options(() => true)} onChange={(v: string) => set('labelField', v)} />
      </Form.Item>
    </Form>
  );
}

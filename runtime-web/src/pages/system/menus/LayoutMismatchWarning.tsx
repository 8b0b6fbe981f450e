// Warns, on the menu form, when an item's layout (console '1' or front '0') differs from its parent's: console items
// are routed only under the console layout and front items only under the front one, so such an item cannot open.
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuRecord } from '../../../api/access.ts';

function findItem(nodes: readonly MenuRecord[], id: unknown): MenuRecord | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findItem(node.children ?? [], id);
    if (below) return below;
  }
  return undefined;
}

export function LayoutMismatchWarning({ tree }: { tree: readonly MenuRecord[] }) {
  const { t } = useTranslation();
  return (
    <Form.Item noStyle dependencies={['back', 'parentId']}>
      {({ getFieldValue }) => {
        const parent = findItem(tree, getFieldValue('parentId'));
        if (!parent || parent.back === getFieldValue('back')) return null;
        return <Alert type="warning" showIcon style={{ marginBottom: 16 }} data-testid="menu-layout-warning" message={t('menu.layoutMismatch')} />;
      }}
    </Form.Item>
  );
}

// Assigns menu items and buttons to a role, a department or a department role (queryTreeList + query/save),
// and for roles the data rules of each page.
import { FilterOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, Space, Spin, Tag, Tree, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthTree, AuthTreeNode, GrantTarget } from '../../../api/access.ts';
import { useInLanguage } from '../../../i18n/in-language.ts';
import { runAction } from '../../../components/crud/index.ts';
import { ApiError } from '../../../request/http.ts';
import { useIsMobile } from '../../../store/device.ts';
import { checkState, indexTree, orderedKeys, toggleKey } from './grant-tree.ts';
import { MENU_TYPES } from './vocab.ts';

export interface GrantDrawerProps {
  open: boolean;
  title: string;
  target: GrantTarget | undefined;
  onClose(): void;
  /** Offers the data rules of pages that have some (roles only). */
  onDataRules?: (node: AuthTreeNode) => void;
}

interface Loaded {
  tree: AuthTree;
  /** The granted set the screen started from: saving sends only the user's changes. */
  last: string[];
}

function NodeTitle({ node, onDataRules }: { node: AuthTreeNode; onDataRules?: (node: AuthTreeNode) => void }) {
  const { t } = useTranslation();
  const inLang = useInLanguage();
  return (
    <span className="yc-grant-node" data-key={node.key}>
      {inLang(node.title, node.titleEn)}
      {node.menuType === MENU_TYPES.button && node.perms && (
        <Typography.Text type="secondary" style={{ marginInlineStart: 6, fontSize: 12 }}>
          {node.perms}
        </Typography.Text>
      )}
      {node.ruleFlag && onDataRules && (
        <Tag
          color="blue"
          icon={<FilterOutlined />}
          style={{ marginInlineStart: 8, cursor: 'pointer' }}
          onClick={(event) => {
            event.stopPropagation();
            onDataRules(node);
          }}
          data-testid="grant-data-rules"
        >
          {t('role.dataRules')}
        </Tag>
      )}
    </span>
  );
}

export function GrantDrawer({ open, title, target, onClose, onDataRules }: GrantDrawerProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [loaded, setLoaded] = useState<Loaded>();
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [expanded, setExpanded] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const index = useMemo(() => indexTree(loaded?.tree.treeList ?? []), [loaded]);

  useEffect(() => {
    if (!open || !target) return;
    let current = true;
    setLoaded(undefined);
    Promise.all([target.tree(), target.granted()]).then(
      ([tree, granted]) => {
        if (!current) return;
        const treeIndex = indexTree(tree.treeList);
        const last = orderedKeys(treeIndex, new Set(granted));
        setLoaded({ tree, last });
        setChecked(new Set(last));
        setExpanded(treeIndex.branches);
      },
      (error: unknown) => {
        if (!(error instanceof ApiError)) console.error(error);
        if (current) onClose();
      },
    );
    return () => {
      current = false;
    };
  }, [open, target, onClose]);

  const save = async (close: boolean) => {
    if (!loaded || !target) return;
    const ids = orderedKeys(index, checked);
    setSaving(true);
    const saved = await runAction(() => target.save(ids, loaded.last));
    setSaving(false);
    if (!saved) return;
    setLoaded({ ...loaded, last: ids });
    if (close) onClose();
  };

  const footer = (
    <Space wrap>
      <Button onClick={onClose}>{t('common.cancel')}</Button>
      <Button loading={saving} onClick={() => void save(false)} data-testid="grant-save">
        {t('sys.save')}
      </Button>
      <Button type="primary" loading={saving} onClick={() => void save(true)} data-testid="grant-save-close">
        {t('sys.saveAndClose')}
      </Button>
    </Space>
  );

  return (
    <Drawer open={open} title={title} size={isMobile ? '100%' : 560} onClose={onClose} footer={footer} destroyOnHidden data-testid="grant-drawer">
      {!loaded ? (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin />
        </div>
      ) : loaded.tree.treeList.length === 0 ? (
        <Empty />
      ) : (
        <>
          <Space wrap style={{ marginBottom: 12 }}>
            <Button size="small" onClick={() => setChecked(new Set(index.all))}>
              {t('sys.checkAll')}
            </Button>
            <Button size="small" onClick={() => setChecked(new Set())}>
              {t('sys.uncheckAll')}
            </Button>
            <Button size="small" onClick={() => setExpanded(index.branches)}>
              {t('sys.expandAll')}
            </Button>
            <Button size="small" onClick={() => setExpanded([])}>
              {t('sys.collapseAll')}
            </Button>
          </Space>
          <Tree<AuthTreeNode>
            checkable
            checkStrictly
            selectable={false}
            treeData={loaded.tree.treeList}
            checkedKeys={checkState(index, checked)}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
            onCheck={(_keys, info) => setChecked((current) => toggleKey(index, current, String(info.node.key), info.checked))}
            titleRender={(node) => <NodeTitle node={node} onDataRules={onDataRules} />}
          />
        </>
      )}
    </Drawer>
  );
}

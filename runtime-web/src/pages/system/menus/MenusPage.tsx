// Menus (spec §2, §3, §6): the menu and button tree with every menu field, and each page's data rules.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Tag, Typography } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { menuApi, type MenuRecord } from '../../../api/access.ts';
import {
  BatchButton,
  CrudPage,
  CrudTable,
  DeleteButton,
  PermButton,
  QueryBar,
  RowActions,
  RowButton,
  useCrudList,
  useFormModal,
} from '../../../components/crud/index.ts';
import { MenuIcon } from '../../../layouts/icons.tsx';
import { useIsMobile } from '../../../store/device.ts';
import { MENU_TYPES, PERMISSION_STATUSES, PERMS_TYPES } from '../shared/vocab.ts';
import '../locale.ts';
import { DataRulesDrawer } from './DataRulesDrawer.tsx';
import { MenuFormModal, type MenuTarget } from './MenuFormModal.tsx';
import { PERMISSIONS } from '../../../engine.ts';
import { SYSTEM_HISTORY } from '../../../api/history.ts';
import { HistoryDrawer } from '../../../components/HistoryDrawer.tsx';
import { useInLanguage } from '../../../i18n/in-language.ts';

const PERMS = {
  add: PERMISSIONS.system.menu.add, edit: PERMISSIONS.system.menu.edit, delete: PERMISSIONS.system.menu.delete, datarule: PERMISSIONS.system.menu.datarule,
  list: PERMISSIONS.system.menu.list,
} as const;

const TYPE_KEYS: Record<number, string> = {
  [MENU_TYPES.directory]: 'menu.typeDirectory',
  [MENU_TYPES.menu]: 'menu.typeMenu',
  [MENU_TYPES.button]: 'menu.typeButton',
};

function branchKeys(nodes: readonly MenuRecord[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...branchKeys(n.children)] : []));
}

export default function MenusPage() {
  const { t } = useTranslation();
  const inLang = useInLanguage();
  const list = useCrudList<MenuRecord>({
    load: ({ name, back }) => (name ? menuApi.search(String(name), back as string) : menuApi.tree(back as string | undefined)),
  });
  const editor = useFormModal<MenuTarget>();
  const [rulesOf, setRulesOf] = useState<MenuRecord>();
  const [historyOf, setHistoryOf] = useState<MenuRecord>();
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  // On a phone fixed columns would take the whole width.
  const isMobile = useIsMobile();

  const columns = [
    { title: t('menu.name'), dataIndex: 'name', render: (name: string, row: MenuRecord) => inLang(name, row.nameEn), fixed: isMobile ? undefined : ('left' as const) },
    {
      title: t('menu.menuType'),
      dataIndex: 'menuType',
      render: (type: number) => <Tag color={type === MENU_TYPES.button ? 'default' : 'blue'}>{t(TYPE_KEYS[type] ?? '')}</Tag>,
    },
    {
      title: t('menu.icon'),
      dataIndex: 'icon',
      render: (icon: string | null) =>
        icon && (
          <span title={icon}>
            <MenuIcon name={icon} /> <Typography.Text type="secondary">{icon}</Typography.Text>
          </span>
        ),
    },
    { title: t('menu.component'), dataIndex: 'component' },
    { title: t('menu.url'), dataIndex: 'url' },
    {
      title: t('menu.perms'),
      dataIndex: 'perms',
      render: (perms: string | null, row: MenuRecord) =>
        perms && (
          <span>
            {perms} {row.permsType === PERMS_TYPES.editable && <Tag color="orange">{t('menu.permsEditable')}</Tag>}
          </span>
        ),
    },
    { title: t('menu.sortNo'), dataIndex: 'sortNo' },
    {
      title: t('menu.status'),
      dataIndex: 'status',
      render: (status: string) => (status === PERMISSION_STATUSES.valid ? t('sys.valid') : <Tag color="red">{t('sys.invalid')}</Tag>),
    },
    {
      title: t('crud.actions'),
      key: 'actions',
      fixed: isMobile ? undefined : ('right' as const),
      render: (_: unknown, row: MenuRecord) => (
        <RowActions>
          {row.menuType !== MENU_TYPES.button && (
            <RowButton perm={PERMS.add} onClick={() => editor.show({ parent: row })} data-testid={`menu-add-child-${row.code}`}>
              {t('sys.addChild')}
            </RowButton>
          )}
          <RowButton perm={PERMS.edit} onClick={() => editor.show({ item: row })} data-testid={`menu-edit-${row.code}`}>
            {t('crud.edit')}
          </RowButton>
          {row.menuType !== MENU_TYPES.button && (
            <RowButton perm={PERMS.datarule} onClick={() => setRulesOf(row)} data-testid={`menu-rules-${row.code}`}>
              {t('menu.dataRules')}
            </RowButton>
          )}
          <RowButton perm={PERMS.list} onClick={() => setHistoryOf(row)} data-testid={`menu-history-${row.code}`}>
            {t('history.button')}
          </RowButton>
          <DeleteButton perm={PERMS.delete} onDelete={() => menuApi.remove(row.id)} onDone={list.reload} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <CrudPage
        testId="menus-page"
        list={list}
        query={
          <QueryBar
            fields={[
              { name: 'name', label: t('menu.name') },
              {
                name: 'back',
                label: t('menu.back'),
                options: [
                  { value: '1', label: t('sys.console') },
                  { value: '0', label: t('sys.front') },
                ],
              },
            ]}
            onSearch={list.search}
            onReset={list.reset}
          />
        }
        toolbar={
          <>
            <PermButton perm={PERMS.add} type="primary" icon={<PlusOutlined />} onClick={() => editor.show({})} data-testid="menu-add">
              {t('menu.add')}
            </PermButton>
            <BatchButton list={list} perm={PERMS.delete} danger confirm onRun={menuApi.removeBatch}>
              {t('crud.batchDelete')}
            </BatchButton>
            {/* Until the menus are in there is nothing to expand: a click then would leave the tree closed. */}
            <Button disabled={list.loading || list.records.length === 0} onClick={() => setExpanded(branchKeys(list.records))}>
              {t('sys.expandAll')}
            </Button>
            <Button onClick={() => setExpanded([])}>{t('sys.collapseAll')}</Button>
          </>
        }
      >
        <CrudTable list={list} columns={columns} expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }} />
      </CrudPage>
      <MenuFormModal state={editor} tree={list.records} onSaved={list.reload} />
      <DataRulesDrawer menu={rulesOf} onClose={() => setRulesOf(undefined)} />
      <HistoryDrawer api={SYSTEM_HISTORY.menu} restorePerm={PERMS.edit} code={historyOf?.code} label={historyOf && inLang(historyOf.name, historyOf.nameEn)} onRestored={list.reload} onClose={() => setHistoryOf(undefined)} />
    </>
  );
}

// The user and dept pickers: the enterprise's organisation tree (a searchable tree select for departments; for users
// a department filter beside a searchable user select), one id or several (props.mode 'multiple'). Stored ids are
// shown by name: their names are asked once from the org name look-ups.
import { useEffect, useMemo, useState } from 'react';
import { Select, Space, TreeSelect } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { request } from '../../../request/http.ts';
import { pickedIds } from '../../engine.ts';

const PICKER = '/api/eform/engine/picker';

interface DeptRow { id: string; parentId: string | null; orgName: string; orgCode: string; orgType: string }
interface UserRow { id: string; username: string; realname: string }
interface TreeNode { value: string; title: string; children: TreeNode[] }

let deptRows: Promise<DeptRow[]> | undefined;
/** The organisation tree, asked once per console load. */
const loadDepts = () => (deptRows ??= request<DeptRow[]>(`${PICKER}/depts`, { silent: true }).catch(() => { deptRows = undefined; return []; }));

function toTree(rows: readonly DeptRow[]): TreeNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { value: r.id, title: r.orgName, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const row of rows) {
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(row.id)!);
  }
  return roots;
}

function useDeptTree() {
  const [rows, setRows] = useState<DeptRow[]>([]);
  useEffect(() => {
    let live = true;
    void loadDepts().then((r) => live && setRows(r));
    return () => { live = false; };
  }, []);
  return { rows, tree: useMemo(() => toTree(rows), [rows]) };
}

const valueOf = (ids: string[], multiple: boolean) => (multiple ? ids : (ids[0] ?? undefined));

export function DeptPickerWidget(p: WidgetProps) {
  const multiple = p.options.mode === 'multiple';
  const ids = pickedIds(p.value);
  const { rows, tree } = useDeptTree();
  if (p.readonly) return <span data-picker={p.id}>{ids.map((id) => rows.find((r) => r.id === id)?.orgName ?? id).join(', ')}</span>;
  return (
    <TreeSelect
      id={p.id}
      data-picker={p.id}
      style={{ width: '100%' }}
      treeData={tree}
      value={valueOf(ids, multiple)}
      multiple={multiple}
      treeCheckable={multiple}
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      allowClear
      disabled={p.disabled}
      placeholder={p.placeholder}
      onChange={(v: string | string[] | undefined) => p.onChange(multiple ? (v && (v as string[]).length ? v : undefined) : (v ?? undefined))}
    />
  );
}

/** Names of the users whose ids are stored, asked once per set of ids. */
function useUserNames(ids: readonly string[]) {
  const [names, setNames] = useState<Record<string, string>>({});
  const missing = ids.filter((id) => !(id in names));
  const key = missing.join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    void request<UserRow[]>('/api/org/sysOrg/queryUserNameByUserIds', { params: { userIds: key }, silent: true })
      .then((users) => live && setNames((prev) => ({ ...prev, ...Object.fromEntries(users.map((u) => [u.id, u.realname || u.username])) })))
      .catch(() => undefined);
    return () => { live = false; };
  }, [key]);
  return names;
}

export function UserPickerWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const multiple = p.options.mode === 'multiple';
  const ids = pickedIds(p.value);
  const names = useUserNames(ids);
  const { tree } = useDeptTree();
  const [dept, setDept] = useState<string>();
  const [keyWord, setKeyWord] = useState('');
  const [found, setFound] = useState<UserRow[]>([]);
  useEffect(() => {
    if (p.readonly) return;
    let live = true;
    const timer = setTimeout(() => {
      void request<UserRow[]>(`${PICKER}/users`, { params: { ...(dept ? { deptId: dept } : {}), ...(keyWord ? { keyWord } : {}) }, silent: true })
        .then((users) => live && setFound(users)).catch(() => undefined);
    }, 250);
    return () => { live = false; clearTimeout(timer); };
  }, [dept, keyWord, p.readonly]);
  if (p.readonly) return <span data-picker={p.id}>{ids.map((id) => names[id] ?? id).join(', ')}</span>;
  const label = (u: UserRow) => (u.realname && u.realname !== u.username ? `${u.realname} (${u.username})` : u.username);
  const options = [
    ...ids.filter((id) => !found.some((u) => u.id === id)).map((id) => ({ value: id, label: names[id] ?? id })),
    ...found.map((u) => ({ value: u.id, label: label(u) })),
  ];
  return (
    <Space.Compact style={{ width: '100%' }}>
      <TreeSelect
        style={{ width: '40%' }}
        treeData={tree}
        value={dept}
        allowClear
        showSearch
        treeNodeFilterProp="title"
        treeDefaultExpandAll
        placeholder={t('picker.department')}
        disabled={p.disabled}
        onChange={(v: string | undefined) => setDept(v ?? undefined)}
        data-picker-dept={p.id}
      />
      <Select
        id={p.id}
        data-picker={p.id}
        style={{ width: '60%' }}
        mode={multiple ? 'multiple' : undefined}
        value={valueOf(ids, multiple)}
        options={options}
        showSearch
        filterOption={false}
        onSearch={setKeyWord}
        allowClear
        disabled={p.disabled}
        placeholder={p.placeholder ?? t('picker.searchUser')}
        onChange={(v: string | string[] | undefined) => p.onChange(multiple ? (v && (v as string[]).length ? v : undefined) : (v ?? undefined))}
      />
    </Space.Compact>
  );
}

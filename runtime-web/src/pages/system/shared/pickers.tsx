// Pickers the system forms share: departments (tree), roles and jobs (lists), loaded once per form.
import { Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { jobApi, orgApi, roleApi, type OrgNode } from '../../../api/identity.ts';
import { useLoad } from './useLoad.ts';
import { useInLanguage } from '../../../i18n/in-language.ts';

interface PickerProps<V> {
  value?: V;
  onChange?: (value: V) => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
}

interface TreeOption {
  value: string;
  title: string;
  children?: TreeOption[];
}

const toOptions = (nodes: readonly OrgNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.orgName, ...(n.children ? { children: toOptions(n.children) } : {}) }));

const flatten = (nodes: readonly TreeOption[]): TreeOption[] =>
  nodes.flatMap((n) => [{ value: n.value, title: n.title }, ...flatten(n.children ?? [])]);

interface OrgTreeSelectProps extends PickerProps<string | string[] | null> {
  multiple?: boolean;
  /** A node (with everything below it) that cannot be picked, e.g. the organisation being moved. */
  exclude?: string;
  /** Only these nodes, as a flat list (e.g. the main department among the chosen ones). */
  onlyIds?: readonly string[];
}

/** Departments and organisations as a tree; `multiple` picks several. */
export function OrgTreeSelect({ multiple, exclude, onlyIds, ...props }: OrgTreeSelectProps) {
  const { data } = useLoad(orgApi.tree);
  const treeData = useMemo(() => {
    const prune = (nodes: TreeOption[]): TreeOption[] =>
      nodes.filter((n) => n.value !== exclude).map((n) => (n.children ? { ...n, children: prune(n.children) } : n));
    const tree = prune(toOptions(data ?? []));
    return onlyIds ? flatten(tree).filter((n) => onlyIds.includes(n.value)) : tree;
  }, [data, exclude, onlyIds]);
  return (
    <TreeSelect
      {...props}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      multiple={multiple}
      treeDefaultExpandAll
      treeData={treeData}
      style={{ width: '100%' }}
    />
  );
}

/** Global roles (for the user form). */
export function RoleSelect(props: PickerProps<string[]>) {
  const { data } = useLoad(roleApi.all);
  const local = useInLanguage();
  const options = useMemo(() => (data ?? []).map((r) => ({ value: r.id, label: local(r.roleName, r.roleNameEn) })), [data, local]);
  return <Select {...props} mode="multiple" allowClear options={options} optionFilterProp="label" />;
}

export function JobSelect(props: PickerProps<string[]>) {
  const { data } = useLoad(jobApi.all);
  const options = useMemo(() => (data ?? []).map((j) => ({ value: j.id, label: j.jobName })), [data]);
  return <Select {...props} mode="multiple" allowClear options={options} optionFilterProp="label" />;
}

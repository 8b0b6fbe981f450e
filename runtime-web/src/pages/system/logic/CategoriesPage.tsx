// Categories: the enterprise's coded tree, shown as a tree table; add a root or a child, edit, delete a leaf.
import { PlusOutlined } from '@ant-design/icons';
import { Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudPage, CrudTable, DeleteButton, FormModal, PermButton, RowActions, RowButton, useCrudList, useFormModal,
} from '../../../components/crud/index.ts';
import { categoryApi, type CategoryRecord } from '../../../api/logic.ts';
import { PERMISSIONS } from '../../../engine.ts';
import { requiredRule } from '../shared/rules.ts';
import './locale.ts';

type Node = CategoryRecord & { children?: Node[] };
const p = PERMISSIONS.system.category;

function tree(rows: CategoryRecord[]): Node[] {
  const nodes = new Map<string, Node>(rows.map((r) => [r.id, { ...r }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.pid ? nodes.get(node.pid) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export default function CategoriesPage() {
  const { t } = useTranslation();
  const label = (field: string) => t(`category.${field}`);
  const list = useCrudList<Node>({ load: async () => tree(await categoryApi.all()) });
  const editor = useFormModal<Node>();
  const [parent, setParent] = useState<Node>();
  const open = (record?: Node, under?: Node) => {
    setParent(under);
    editor.show(record);
  };
  const columns = [
    { title: label('name'), dataIndex: 'name' },
    { title: label('code'), dataIndex: 'code' },
    { title: label('sortNo'), dataIndex: 'sortNo' },
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: Node) => (
        <RowActions>
          <RowButton perm={p.add} onClick={() => open(undefined, row)}>{label('addChild')}</RowButton>
          <RowButton perm={p.edit} onClick={() => open(row)}>{t('crud.edit')}</RowButton>
          <DeleteButton perm={p.delete} onDelete={() => categoryApi.remove(row.id)} onDone={list.reload} />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <CrudPage
        testId="category-page"
        list={list}
        toolbar={<PermButton perm={p.add} type="primary" icon={<PlusOutlined />} onClick={() => open()}>{t('crud.add')}</PermButton>}
      >
        <CrudTable list={list} columns={columns} />
      </CrudPage>
      <FormModal<Node, Record<string, unknown>>
        state={editor}
        testId="category-editor"
        title={`${t(editor.record ? 'crud.edit' : 'crud.add')} · ${t('category.title')}${parent ? ` · ${parent.name}` : ''}`}
        width={520}
        initialValues={(record) => (record ? { name: record.name, code: record.code, sortNo: record.sortNo } : { sortNo: 0 })}
        onSubmit={(values, record) => {
          const fields = { name: values.name as string, code: values.code as string, sortNo: (values.sortNo as number | undefined) ?? 0 };
          return record
            ? categoryApi.edit({ ...fields, id: record.id, version: record.version, pid: record.pid })
            : categoryApi.add({ ...fields, pid: parent?.id ?? null });
        }}
        onSaved={list.reload}
      >
        <Form.Item name="name" label={label('name')} rules={[requiredRule(label('name'))]}><Input /></Form.Item>
        <Form.Item name="code" label={label('code')} rules={[requiredRule(label('code'))]}><Input /></Form.Item>
        <Form.Item name="sortNo" label={label('sortNo')}><InputNumber min={0} style={{ width: '100%' }} /></Form.Item>
      </FormModal>
    </>
  );
}

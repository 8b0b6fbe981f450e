// The list screen of a logic document kind (SQL and HTTP configs, fill and check rules): query by keyword, paged
// table, add/edit in a modal (the code is fixed once saved), delete, and a test dialog of the kind's own.
import { PlusOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormInstance } from 'antd';
import {
  CrudPage, CrudTable, DeleteButton, FormModal, PermButton, QueryBar, RowActions, RowButton, useCrudList, useFormModal,
} from '../../../components/crud/index.ts';
import { PERMISSIONS } from '../../../engine.ts';
import { documentApi, LOGIC_BASES, type LogicDocument, type LogicKind } from '../../../api/logic.ts';
import { requiredRule } from '../shared/rules.ts';
import './locale.ts';

type Values = Record<string, unknown>;

export interface LogicDocumentsDef {
  kind: LogicKind;
  nameField: string;
  codeField: string;
  /** Further columns of the table (field names; texts `<kind>.<field>`). */
  columns: string[];
  /** The kind's own form items below name and code. */
  fields(form: FormInstance<Values>, record: LogicDocument | undefined): ReactNode;
  /** Form values from a stored document, and a document from the form's values. */
  toForm?(doc: LogicDocument): Values;
  toDocument?(values: Values): Values;
  /** The kind's test dialog, for a saved document. */
  Tester?: (props: { doc: LogicDocument; onClose(): void }) => ReactNode;
}

export function LogicDocumentsPage({ def }: { def: LogicDocumentsDef }) {
  const { t } = useTranslation();
  const { kind, nameField, codeField, Tester } = def;
  const api = documentApi(LOGIC_BASES[kind]);
  const perm = (action: 'list' | 'add' | 'edit' | 'delete') => PERMISSIONS.system[kind][action];
  const label = (field: string) => t(`${kind}.${field}`);
  const list = useCrudList<LogicDocument>({ load: api.list, rowKey: (row) => String(row[codeField]) });
  const editor = useFormModal<LogicDocument>();
  const [testing, setTesting] = useState<LogicDocument>();
  const columns = [
    { title: label(nameField), dataIndex: nameField },
    { title: label(codeField), dataIndex: codeField },
    ...def.columns.map((field) => ({ title: label(field), dataIndex: field, ellipsis: true })),
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: LogicDocument) => (
        <RowActions>
          <RowButton perm={perm('edit')} onClick={() => editor.show(row)}>{t('crud.edit')}</RowButton>
          {Tester && <RowButton perm={kind === 'sqlConfig' || kind === 'httpConfig' ? PERMISSIONS.system[kind].test : perm('list')} onClick={() => setTesting(row)}>{t('logic.test')}</RowButton>}
          <DeleteButton perm={perm('delete')} onDelete={() => api.remove(String(row[codeField]))} onDone={list.reload} />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <CrudPage
        testId={`${kind}-page`}
        list={list}
        query={<QueryBar fields={[{ name: 'keyword', label: `${label(nameField)} / ${label(codeField)}` }]} onSearch={list.search} onReset={list.reset} />}
        toolbar={<PermButton perm={perm('add')} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()}>{t('crud.add')}</PermButton>}
      >
        <CrudTable list={list} columns={columns} />
      </CrudPage>
      <FormModal<LogicDocument, Values>
        state={editor}
        testId={`${kind}-editor`}
        title={`${t(editor.record ? 'crud.edit' : 'crud.add')} · ${t(`${kind}.title`)}`}
        width={760}
        initialValues={(record) => (record ? (def.toForm?.(record) ?? record) : {})}
        onSubmit={(values, record) => {
          const doc = def.toDocument ? def.toDocument(values) : values;
          return record
            ? api.edit({ ...doc, [codeField]: record[codeField], version: record.version, ...(record.groupCode ? { groupCode: record.groupCode } : {}) })
            : api.add(doc);
        }}
        onSaved={list.reload}
      >
        {(form, record) => (
          <>
            <Form.Item name={nameField} label={label(nameField)} rules={[requiredRule(label(nameField))]}>
              <Input />
            </Form.Item>
            <Form.Item name={codeField} label={label(codeField)} rules={[requiredRule(label(codeField))]}>
              <Input disabled={!!record} />
            </Form.Item>
            {def.fields(form, record)}
          </>
        )}
      </FormModal>
      {Tester && testing && <Tester doc={testing} onClose={() => setTesting(undefined)} />}
    </>
  );
}

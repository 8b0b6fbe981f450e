// Coded catalogues (positions, jobs): name, code and order with query, paged list, add/edit and delete.
import { PlusOutlined } from '@ant-design/icons';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PagedQuery, PageResult } from '../../../components/crud/index.ts';
import {
  BatchButton,
  CrudPage,
  CrudTable,
  DeleteButton,
  FormModal,
  PermButton,
  QueryBar,
  RowActions,
  RowButton,
  useCrudList,
  useFormModal,
} from '../../../components/crud/index.ts';
import { noChineseRule, requiredRule } from '../shared/rules.ts';
import '../locale.ts';
import { PERMISSIONS } from '../../../engine.ts';

interface Row {
  id: string;
  version: number;
  [field: string]: unknown;
}

export interface CatalogueApi {
  list(q: PagedQuery): Promise<PageResult<unknown>>;
  add(record: Record<string, unknown>): Promise<unknown>;
  edit(record: Record<string, unknown> & { id: string }): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  removeBatch(ids: string[]): Promise<unknown>;
}

export interface CatalogueDef {
  /** Text key prefix and permission noun, e.g. 'position' (texts position.*, permissions system:position:*). */
  noun: 'position' | 'job';
  api: CatalogueApi;
  /** Wire field names. */
  fields: { name: string; code: string; order: string };
}

export function CataloguePage({ def }: { def: CatalogueDef }) {
  const { t } = useTranslation();
  const { noun, api, fields } = def;
  const perm = (action: 'list' | 'add' | 'edit' | 'delete') => PERMISSIONS.system[noun][action];
  const label = (field: string) => t(`${noun}.${field}`);
  const list = useCrudList<Row>({ load: api.list as (q: PagedQuery) => Promise<PageResult<Row>> });
  const editor = useFormModal<Row>();
  const columns = [
    { title: label(fields.name), dataIndex: fields.name },
    { title: label(fields.code), dataIndex: fields.code },
    { title: label(fields.order), dataIndex: fields.order },
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: Row) => (
        <RowActions>
          <RowButton perm={perm('edit')} onClick={() => editor.show(row)}>
            {t('crud.edit')}
          </RowButton>
          <DeleteButton perm={perm('delete')} onDelete={() => api.remove(row.id)} onDone={list.reload} />
        </RowActions>
      ),
    },
  ];
  const title = `${t(editor.record ? 'crud.edit' : 'crud.add')} · ${t(`${noun}.title`)}`;
  return (
    <>
      <CrudPage
        testId={`${noun}-page`}
        list={list}
        query={
          <QueryBar
            fields={[
              { name: fields.name, label: label(fields.name) },
              { name: fields.code, label: label(fields.code) },
            ]}
            onSearch={list.search}
            onReset={list.reset}
          />
        }
        toolbar={
          <>
            <PermButton perm={perm('add')} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()}>
              {t('crud.add')}
            </PermButton>
            <BatchButton list={list} perm={perm('delete')} danger confirm onRun={api.removeBatch}>
              {t('crud.batchDelete')}
            </BatchButton>
          </>
        }
      >
        <CrudTable list={list} columns={columns} />
      </CrudPage>
      <FormModal<Row, Record<string, unknown>>
        state={editor}
        title={title}
        width={520}
        initialValues={(record) => record ?? { [fields.order]: 0 }}
        onSubmit={(form, record) => {
          const values = { ...form, [fields.order]: form[fields.order] ?? 0 };
          return record ? api.edit({ ...values, id: record.id, version: record.version }) : api.add(values);
        }}
        onSaved={list.reload}
      >
        <Form.Item name={fields.name} label={label(fields.name)} rules={[requiredRule(label(fields.name))]}>
          <Input />
        </Form.Item>
        <Form.Item name={fields.code} label={label(fields.code)} rules={[requiredRule(label(fields.code)), noChineseRule]}>
          <Input />
        </Form.Item>
        <Form.Item name={fields.order} label={label(fields.order)}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
      </FormModal>
    </>
  );
}

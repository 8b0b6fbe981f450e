// Dictionaries (spec §3, §7): the list with their items, add, edit and delete; each change refreshes the
// options the console keeps in local storage for that dictionary.
import { PlusOutlined } from '@ant-design/icons';
import { Form, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictApi, type DictRow } from '../../../api/eform.ts';
import {
  CrudPage, CrudTable, DeleteButton, FormModal, PermButton, QueryBar, RowActions, RowButton, useCrudList, useFormModal,
} from '../../../components/crud/index.ts';
import '../../../i18n/eform.ts';
import { invalidateDict } from '../../../store/dict-cache.ts';
import { DICT_CATEGORIES, type Dictionary } from '../shared/engine.ts';
import { PERMS } from '../shared/perms.ts';
import { ensureValid } from '../shared/validate.ts';
import { DictItemsDrawer } from './DictItemsDrawer.tsx';
import { SYSTEM_HISTORY } from '../../../api/history.ts';
import { HistoryDrawer } from '../../../components/HistoryDrawer.tsx';
import { useInLanguage } from '../../../i18n/in-language.ts';

/** The items travel as `children`: not a tree of dictionaries (they have their own drawer). */
const NO_TREE = { childrenColumnName: 'noChildren' } as const;

type DictValues = Pick<Dictionary, 'dictCode' | 'dictName' | 'dictNameEn' | 'category' | 'description' | 'descriptionEn'>;

export default function DictPage() {
  const { t } = useTranslation();
  const local = useInLanguage();
  const list = useCrudList<DictRow>({ load: (q) => dictApi.treeList(typeof q.keyword === 'string' ? q.keyword : undefined) });
  const editor = useFormModal<DictRow>();
  const [itemsOf, setItemsOf] = useState<string>();
  const [historyOf, setHistoryOf] = useState<string>();
  const opened = list.records.find((d) => d.dictCode === itemsOf);
  const categories = DICT_CATEGORIES.map((c) => ({ value: c, label: t(`dict.category.${c}`) }));

  const submit = async (values: DictValues, record: DictRow | undefined) => {
    const dict = { ...values, dictCode: record?.dictCode ?? values.dictCode };
    ensureValid('dictionary', { ...dict, items: [] });
    if (record) await dictApi.edit({ ...dict, version: record.version });
    else await dictApi.add(dict);
    invalidateDict(dict.dictCode);
  };

  const columns = [
    { title: t('dict.dictName'), dataIndex: 'dictName', render: (_: string, row: DictRow) => local(row.dictName, row.dictNameEn) },
    { title: t('dict.dictCode'), dataIndex: 'dictCode' },
    { title: t('dict.category'), dataIndex: 'category', render: (c: string) => <Tag>{t(`dict.category.${c}`)}</Tag> },
    { title: t('dict.items'), key: 'items', render: (_: unknown, row: DictRow) => row.children.length },
    { title: t('dict.description'), dataIndex: 'description', render: (_: string, row: DictRow) => local(row.description ?? '', row.descriptionEn) },
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: DictRow) => (
        <RowActions>
          <RowButton onClick={() => setItemsOf(row.dictCode)} data-testid="dict-items">{t('dict.items')}</RowButton>
          <RowButton perm={PERMS.dict.edit} onClick={() => editor.show(row)}>{t('crud.edit')}</RowButton>
          <RowButton perm={PERMS.dict.edit} onClick={() => setHistoryOf(row.dictCode)} data-testid={`dict-history-${row.dictCode}`}>{t('history.button')}</RowButton>
          <DeleteButton
            perm={PERMS.dict.delete}
            onDelete={() => dictApi.remove(row.dictCode)}
            onDone={() => {
              invalidateDict(row.dictCode);
              return list.reload();
            }}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <CrudPage
        testId="dict-page"
        purpose={t('crud.purpose.dicts')}
        emptyAction={<PermButton perm={PERMS.dict.add} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()} data-testid="dict-empty-add">{t('crud.add')}</PermButton>}
        query={<QueryBar fields={[{ name: 'keyword', label: t('dict.keyword') }]} onSearch={list.search} onReset={list.reset} />}
        toolbar={
          <PermButton perm={PERMS.dict.add} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()} data-testid="dict-add">
            {t('crud.add')}
          </PermButton>
        }
      >
        <CrudTable<DictRow> list={list} selectable={false} columns={columns} expandable={NO_TREE} />
      </CrudPage>
      <FormModal<DictRow, DictValues>
        // A fresh form per opening: the form store would otherwise keep the last opening's values.
        key={editor.serial}
        state={editor}
        testId="dict-modal"
        title={t(editor.record ? 'dict.edit' : 'dict.add')}
        initialValues={(row) => row ?? { category: 'app' }}
        onSubmit={submit}
        onSaved={list.reload}
      >
        <Form.Item name="dictName" label={t('dict.dictName')} rules={[{ required: true, whitespace: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="dictNameEn" label={t('dict.dictNameEn')}>
          <Input />
        </Form.Item>
        <Form.Item name="dictCode" label={t('dict.dictCode')} rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: t('eform.codeRule') }]}>
          <Input disabled={editor.record !== undefined} />
        </Form.Item>
        <Form.Item name="category" label={t('dict.category')} rules={[{ required: true }]}>
          <Select options={categories} />
        </Form.Item>
        <Form.Item name="description" label={t('dict.description')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="descriptionEn" label={t('dict.descriptionEn')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </FormModal>
      {opened && <DictItemsDrawer dict={opened} onChanged={list.reload} onClose={() => setItemsOf(undefined)} />}
      <HistoryDrawer
        api={SYSTEM_HISTORY.dictionary}
        restorePerm={PERMS.dict.edit}
        code={historyOf}
        onRestored={() => {
          invalidateDict(historyOf!);
          return list.reload();
        }}
        onClose={() => setHistoryOf(undefined)}
      />
    </>
  );
}

// The items of one dictionary: text (Chinese and English), value, order and visibility; add, edit, delete.
import { PlusOutlined } from '@ant-design/icons';
import { Drawer, Form, Input, InputNumber, Switch, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictApi, type DictItemRow, type DictRow } from '../../../api/eform.ts';
import { DeleteButton, FormModal, PermButton, RowActions, RowButton, useFormModal } from '../../../components/crud/index.ts';
import { useIsMobile } from '../../../store/device.ts';
import { invalidateDict } from '../../../store/dict-cache.ts';
import type { DictionaryItem } from '../shared/engine.ts';
import { PERMS } from '../shared/perms.ts';
import { useInLanguage } from '../../../i18n/in-language.ts';

export interface DictItemsDrawerProps {
  dict: DictRow;
  /** After a change of the items (the list reloads, and with it this dictionary). */
  onChanged(): unknown;
  onClose(): void;
}

export function DictItemsDrawer({ dict, onChanged, onClose }: DictItemsDrawerProps) {
  const { t } = useTranslation();
  const local = useInLanguage();
  const mobile = useIsMobile();
  const editor = useFormModal<DictItemRow>();
  const changed = () => {
    invalidateDict(dict.dictCode);
    return onChanged();
  };
  const submit = (values: DictionaryItem, record: DictItemRow | undefined) =>
    record ? dictApi.editItem({ ...values, id: record.id, version: record.version }) : dictApi.addItem({ ...values, dictCode: dict.dictCode });

  const columns = [
    { title: t('dict.itemText'), dataIndex: 'itemText' },
    { title: t('dict.itemTextEn'), dataIndex: 'itemTextEn' },
    { title: t('dict.itemValue'), dataIndex: 'itemValue' },
    { title: t('dict.sortOrder'), dataIndex: 'sortOrder', width: 70 },
    {
      title: t('dict.visible'),
      dataIndex: 'visibleCheck',
      width: 70,
      render: (v: boolean) => (v ? <Tag color="green">{t('crud.yes')}</Tag> : <Tag>{t('crud.no')}</Tag>),
    },
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: DictItemRow) => (
        <RowActions>
          <RowButton perm={PERMS.dict.edit} onClick={() => editor.show(row)}>{t('crud.edit')}</RowButton>
          <DeleteButton perm={PERMS.dict.edit} onDelete={() => dictApi.removeItem(row.id)} onDone={changed} />
        </RowActions>
      ),
    },
  ];

  return (
    <Drawer open size={mobile ? '100%' : 760} title={`${local(dict.dictName, dict.dictNameEn)} (${dict.dictCode})`} onClose={onClose} data-testid="dict-items-drawer"
      extra={
        <PermButton perm={PERMS.dict.edit} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()} data-testid="dict-item-add">
          {t('crud.add')}
        </PermButton>
      }
    >
      <Table<DictItemRow> size="small" rowKey="id" pagination={false} columns={columns} dataSource={dict.children} scroll={{ x: 'max-content' }} />
      <FormModal<DictItemRow, DictionaryItem>
        // A fresh form per opening: the form store would otherwise keep the last opening's values.
        key={editor.serial}
        state={editor}
        testId="dict-item-modal"
        title={t(editor.record ? 'dict.editItem' : 'dict.addItem')}
        initialValues={(row) => row ?? { sortOrder: dict.children.length + 1, visibleCheck: true }}
        onSubmit={submit}
        onSaved={changed}
      >
        <Form.Item name="itemText" label={t('dict.itemText')} rules={[{ required: true, whitespace: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="itemTextEn" label={t('dict.itemTextEn')}>
          <Input />
        </Form.Item>
        <Form.Item name="itemValue" label={t('dict.itemValue')} rules={[{ required: true, whitespace: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="sortOrder" label={t('dict.sortOrder')} rules={[{ required: true }]}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="visibleCheck" label={t('dict.visible')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </FormModal>
    </Drawer>
  );
}

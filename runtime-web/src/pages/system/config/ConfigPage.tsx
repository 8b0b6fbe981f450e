// System configuration (spec §1, §3): every entry with its value; values are edited with optimistic locking.
import { Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sysConfigApi, type SysConfigRecord } from '../../../api/access.ts';
import { CrudPage, CrudTable, FormModal, QueryBar, RowActions, RowButton, useCrudList, useFormModal, type Query } from '../../../components/crud/index.ts';
import { SYSTEM_HISTORY } from '../../../api/history.ts';
import { HistoryDrawer } from '../../../components/HistoryDrawer.tsx';
import '../locale.ts';
import { useInLanguage } from '../../../i18n/in-language.ts';
import { PERMISSIONS } from '../../../engine.ts';

const PERM = PERMISSIONS.system.config.edit;
const VIEW = PERMISSIONS.system.config.list;

/** The server lists every entry: the query filters them here. */
function matches(entry: SysConfigRecord, query: Query): boolean {
  const text = typeof query.keyWord === 'string' ? query.keyWord.toLowerCase() : '';
  return !text || [entry.configCode, entry.configValue ?? '', entry.description ?? '', entry.descriptionEn ?? ''].some((v) => v.toLowerCase().includes(text));
}

export default function ConfigPage() {
  const { t } = useTranslation();
  const local = useInLanguage();
  const list = useCrudList<SysConfigRecord>({
    load: async (q) => (await sysConfigApi.list()).filter((entry) => matches(entry, q)),
    rowKey: (row) => row.configCode,
  });
  const editor = useFormModal<SysConfigRecord>();
  const [historyOf, setHistoryOf] = useState<string>();
  const columns = [
    { title: t('config.configCode'), dataIndex: 'configCode' },
    {
      title: t('config.configValue'),
      dataIndex: 'configValue',
      render: (value: string) => (
        <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: 360 }}>
          {value}
        </Typography.Text>
      ),
    },
    {
      title: t('config.description'),
      dataIndex: 'description',
      render: (_: string, row: SysConfigRecord) => local(row.description ?? '', row.descriptionEn),
    },
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: SysConfigRecord) => (
        <RowActions>
          <RowButton perm={PERM} onClick={() => editor.show(row)} data-testid={`config-edit-${row.configCode}`}>
            {t('crud.edit')}
          </RowButton>
          <RowButton perm={VIEW} onClick={() => setHistoryOf(row.configCode)} data-testid={`config-history-${row.configCode}`}>
            {t('history.button')}
          </RowButton>
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <CrudPage
        testId="config-page"
        query={<QueryBar fields={[{ name: 'keyWord', label: t('log.keyWord') }]} onSearch={list.search} onReset={list.reset} />}
      >
        <CrudTable list={list} columns={columns} selectable={false} />
      </CrudPage>
      <FormModal<SysConfigRecord, { configValue: string }>
        state={editor}
        title={`${t('config.edit')}: ${editor.record?.configCode ?? ''}`}
        width={560}
        initialValues={(entry) => ({ configValue: entry?.configValue ?? '' })}
        onSubmit={(values, entry) => sysConfigApi.edit({ configCode: entry!.configCode, configValue: values.configValue ?? '', version: entry!.version })}
        onSaved={list.reload}
        testId="config-form"
      >
        {editor.record?.description && (
          <Typography.Paragraph type="secondary">{local(editor.record.description, editor.record.descriptionEn)}</Typography.Paragraph>
        )}
        <Form.Item name="configValue" label={t('config.configValue')}>
          <Input.TextArea id="config-value" rows={4} maxLength={4000} />
        </Form.Item>
      </FormModal>
      <HistoryDrawer api={SYSTEM_HISTORY.sysConfig} restorePerm={PERM} code={historyOf} onRestored={list.reload} onClose={() => setHistoryOf(undefined)} />
    </>
  );
}

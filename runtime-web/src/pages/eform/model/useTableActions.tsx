// 'Create table', 'Sync table' and 'Generate form and list page' of a table model. Create and sync show what
// they will do and ask with the spec's confirmation texts; a sync that would lose data is refused by the
// server and asked again before it is forced.
import { Alert, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tableModelApi, type DdlPreview } from '../../../api/eform.ts';
import { notifySuccess } from '../../../components/crud/index.ts';
import { ApiError } from '../../../request/http.ts';
import { notify } from '../../../request/report.ts';
import { describeChange } from '../shared/engine.ts';

export interface TableActions {
  createTable(tableName: string): Promise<void>;
  syncTable(tableName: string): Promise<void>;
  generate(tableName: string): Promise<void>;
  updateGenerated(tableName: string): Promise<void>;
  /** The modals' holder, to render once. */
  holder: ReactNode;
}

const reported = (error: unknown) => {
  if (!(error instanceof ApiError)) throw error;
};

export function useTableActions(onChanged: () => unknown): TableActions {
  const { t, i18n } = useTranslation();
  const [modal, holder] = Modal.useModal();

  const preview = (plan: DdlPreview, question: string) => (
    <>
      <Typography.Paragraph data-testid="ddl-confirmation">{question}</Typography.Paragraph>
      {plan.changes.length > 0 && (
        <ul data-testid="ddl-changes">
          {plan.changes.map((c, i) => (
            <li key={i}>
              <Typography.Text type={c.destructive ? 'danger' : undefined}>{describeChange(c, i18n.language)}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
      {plan.statements.length > 0 && (
        <pre style={{ maxHeight: 220, overflow: 'auto', fontSize: 12, background: 'rgba(0,0,0,0.04)', padding: 8 }}>{plan.statements.join(';\n')}</pre>
      )}
      {plan.destructive.length > 0 && <Alert type="warning" showIcon title={t('model.destructiveWarning')} />}
    </>
  );

  const done = async () => {
    notifySuccess();
    await onChanged();
  };

  const run = async (work: () => Promise<unknown>): Promise<void> => {
    try {
      await work();
    } catch (error) {
      reported(error);
      return;
    }
    await done();
  };

  const createTable = async (tableName: string) => {
    const plan = await tableModelApi.ddl(tableName).catch(reported);
    if (!plan) return;
    if (plan.action !== 'create') {
      notify('warning', t('msg.tableExists'));
      return;
    }
    await modal.confirm({
      title: t('model.createTable'),
      width: 640,
      content: preview(plan, t('msg.confirmCreateTable')),
      okButtonProps: { 'data-testid': 'ddl-ok' },
      onOk: () => run(() => tableModelApi.createTable(tableName)),
    });
  };

  const force = (tableName: string, message: string) =>
    modal.confirm({
      title: t('model.forceTitle'),
      width: 640,
      content: <Typography.Paragraph type="danger" data-testid="ddl-refusal">{message}</Typography.Paragraph>,
      okText: t('model.force'),
      okButtonProps: { danger: true, 'data-testid': 'ddl-force' },
      onOk: () => run(() => tableModelApi.syncTable(tableName, true)),
    });

  const syncTable = async (tableName: string) => {
    const plan = await tableModelApi.ddl(tableName).catch(reported);
    if (!plan) return;
    if (plan.action === 'create') {
      notify('warning', t('msg.tableMissing'));
      return;
    }
    await modal.confirm({
      title: t('model.syncTable'),
      width: 640,
      content: preview(plan, t('msg.confirmSyncTable')),
      okButtonProps: { 'data-testid': 'ddl-ok' },
      onOk: async () => {
        try {
          await tableModelApi.syncTable(tableName, false);
        } catch (error) {
          reported(error);
          // A refusal to lose data is asked again; anything else is told as it is.
          if (plan.destructive.length > 0) void force(tableName, (error as ApiError).message);
          else notify('error', (error as ApiError).message);
          return;
        }
        await done();
      },
    });
  };

  const generate = async (tableName: string) => {
    try {
      const { form, view } = await tableModelApi.generate(tableName);
      await onChanged();
      void modal.success({
        title: t('model.generated'),
        content: <span data-testid="generated">{t('model.generatedText', { formCode: form.formCode, viewCode: view.viewCode })}</span>,
      });
    } catch (error) {
      reported(error);
    }
  };

  const updateGenerated = async (tableName: string) => {
    try {
      const { added, removed } = await tableModelApi.updateGenerated(tableName);
      await onChanged();
      const list = (keys: string[]) => (keys.length ? keys.join(', ') : '—');
      void modal.success({
        title: t('model.updatedGenerated'),
        content: (
          <span data-testid="updated-generated">
            {t('model.updatedGeneratedText', { added: list([...new Set([...added.fields, ...added.columns])]), removed: list([...new Set([...removed.fields, ...removed.columns])]) })}
          </span>
        ),
      });
    } catch (error) {
      reported(error);
    }
  };

  return { createTable, syncTable, generate, updateGenerated, holder };
}

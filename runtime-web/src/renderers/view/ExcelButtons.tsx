// The Excel buttons of a list page: export (the list's current filters and sort) and import (a template to download,
// a workbook to upload, all rows or only the valid ones). Both run as server jobs: a dialog shows the progress the
// server reports, can cancel the job, lists an import's row errors in the reader's language, and ends with the rows
// imported and, when rows were rejected, their workbook to download.
import { Alert, Button, Checkbox, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
// The module adds the Excel messages to the catalogue the console renders from.
import '@yc/engine/page/excel';
import type { ExcelJobStatus, ImportRowError } from '@yc/engine/page/excel';
import { PermButton } from '../../components/crud/index.ts';
import { i18n, registerTexts } from '../../i18n/language.ts';
import { downloadFile, uploadFile } from '../../request/files.ts';
import { api, type ApiResult } from '../../request/api.ts';
import { notify } from '../../request/report.ts';
import { renderMessage, type Language, type Message, type UserQuery } from '../engine.ts';

// English counts are plural forms (i18next's `_one`/`_other`); Chinese has the same keys, the same text in both.
registerTexts({
  zh_CN: {
    'excel.exporting': '正在导出', 'excel.importing': '导入', 'excel.template': '下载导入模板', 'excel.choose': '选择 Excel 文件（.xlsx）', 'excel.cancel': '取消任务',
    'excel.close': '关闭', 'excel.checking': '正在检查第 {{done}} 行', 'excel.writing': '正在写入 {{done}} / {{total}} 行', 'excel.row': '行', 'excel.column': '列',
    'excel.exported_one': '已导出 {{count}} 行', 'excel.exported_other': '已导出 {{count}} 行', 'excel.imported_one': '已导入 {{count}} 行',
    'excel.imported_other': '已导入 {{count}} 行', 'excel.problem': '问题', 'excel.more_one': '另有 {{count}} 个错误未列出',
    'excel.more_other': '另有 {{count}} 个错误未列出', 'excel.validOnly': '导入有效的行，未导入的行（含错误）可下载', 'excel.rejected': '下载未导入的行',
  },
  en_US: {
    'excel.exporting': 'Exporting', 'excel.importing': 'Import', 'excel.template': 'Download the import template', 'excel.choose': 'Choose an Excel file (.xlsx)',
    'excel.cancel': 'Cancel the job', 'excel.close': 'Close', 'excel.checking': 'Checking row {{done}}', 'excel.writing': 'Writing {{done}} of {{total}} rows',
    'excel.exported_one': '{{count}} row exported', 'excel.exported_other': '{{count}} rows exported',
    'excel.imported_one': '{{count}} row imported', 'excel.imported_other': '{{count}} rows imported',
    'excel.row': 'Row', 'excel.column': 'Column', 'excel.problem': 'Problem',
    'excel.more_one': '{{count}} more error not listed', 'excel.more_other': '{{count}} more errors not listed',
    'excel.validOnly': 'Import the valid rows and download the rejected ones with their errors', 'excel.rejected': 'Download the rejected rows',
  },
});

const pageUrl = (viewCode: string) => `/api/eform/engine/view/${viewCode}`;
/**
 * A job's state as the engine types it: the document has its fields and unions, but its message and row errors as open
 * objects, which the engine's interfaces (no index signature) cannot be checked against.
 */
const readJob = (job: Promise<ApiResult<'get', '/api/eform/engine/view/{viewCode}/excelJob/{jobId}'>>) => job as Promise<unknown> as Promise<ExcelJobStatus>;
const POLL_MS = 400;

const language = (): Language => (i18n.language === 'en_US' ? 'en_US' : 'zh_CN');
const textOf = (message: Message | undefined, fallback = '') => (message ? renderMessage(message, language()) : fallback);
const errorText = (e: ImportRowError) => (e.code ? renderMessage({ code: e.code, params: e.params }, language()) : e.message);

/** Polls a job while it runs; the latest status. */
function useJob(viewCode: string, start: ExcelJobStatus | undefined): ExcelJobStatus | undefined {
  const [job, setJob] = useState(start);
  useEffect(() => setJob(start), [start]);
  useEffect(() => {
    if (!job || job.state !== 'running') return;
    const timer = setTimeout(() => {
      readJob(api.get('/api/eform/engine/view/{viewCode}/excelJob/{jobId}', { params: { path: { viewCode, jobId: job.id } } }, { silent: true }))
        .then(setJob, () => undefined);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [viewCode, job]);
  return job;
}

interface JobRun {
  job: ExcelJobStatus | undefined;
  busy: boolean;
  start(call: () => Promise<ExcelJobStatus>): Promise<void>;
  reset(): void;
}

/**
 * A job the user starts: `start` makes the call that starts it (a refusal was shown by the request layer), the job is
 * polled while it runs, and `onDone` runs once when it is done.
 */
function useJobRun(viewCode: string, onDone: (job: ExcelJobStatus) => void): JobRun {
  const [started, setStarted] = useState<ExcelJobStatus | undefined>();
  const [busy, setBusy] = useState(false);
  const job = useJob(viewCode, started);
  const ended = useRef<string | undefined>(undefined);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (job?.state !== 'done' || ended.current === job.id) return;
    ended.current = job.id;
    done.current(job);
  }, [job]);
  const start = async (call: () => Promise<ExcelJobStatus>) => {
    setBusy(true);
    try {
      setStarted(await call());
    } catch {
      // The server's refusal (over the maximum rows, not a workbook, too large) was shown.
    } finally {
      setBusy(false);
    }
  };
  return { job, busy, start, reset: () => setStarted(undefined) };
}

/** The progress of a job: a bar fed by the server (an import's checking pass counts rows: it knows no total yet). */
function JobProgress({ job }: { job: ExcelJobStatus }) {
  const { t } = useTranslation();
  const checking = job.kind === 'import' && job.phase === 'check';
  const percent = job.state === 'done' ? 100 : job.total > 0 && !checking ? Math.floor((job.done / job.total) * 100) : 0;
  const status = job.state === 'failed' || job.state === 'cancelled' ? 'exception' : job.state === 'done' ? 'success' : 'active';
  const caption = checking
    ? t('excel.checking', { done: job.done })
    : job.kind === 'export' ? t('excel.exported', { count: job.done }) : t('excel.writing', { done: job.done, total: job.total });
  // A done import says what it did ("N rows imported"), in the catalogue's words.
  const summary = job.kind === 'import' && job.state === 'done';
  return (
    <div data-testid="excel-progress" data-state={job.state}>
      <Progress percent={percent} status={status} />
      {summary
        ? <Typography.Text type="success" data-testid="excel-summary">{textOf(job.messageCode, t('excel.imported', { count: job.total }))}</Typography.Text>
        : <Typography.Text type="secondary">{caption}</Typography.Text>}
    </div>
  );
}

/** The row errors of a failed import. */
function RowErrors({ job }: { job: ExcelJobStatus }) {
  const { t } = useTranslation();
  if (!job.errors.length) return null;
  return (
    <>
      <Table<ImportRowError>
        data-testid="excel-errors"
        size="small"
        rowKey={(e) => `${e.row}-${e.column}-${e.code}-${e.message}`}
        dataSource={job.errors}
        pagination={job.errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
        columns={[
          { key: 'row', title: t('excel.row'), dataIndex: 'row', width: 64 },
          { key: 'column', title: t('excel.column'), dataIndex: 'column', width: 140 },
          { key: 'problem', title: t('excel.problem'), render: (_v, e) => errorText(e) },
        ]}
      />
      {job.errorCount > job.errors.length && <Typography.Text type="secondary">{t('excel.more', { count: job.errorCount - job.errors.length })}</Typography.Text>}
    </>
  );
}

const cancelJob = (viewCode: string, job: ExcelJobStatus) =>
  api.post('/api/eform/engine/view/{viewCode}/excelJob/{jobId}/cancel', { params: { path: { viewCode, jobId: job.id } } }, { silent: true }).catch(() => undefined);

/** The dialog's footer: cancel while the job runs, close after. */
function JobFooter({ viewCode, job, onClose }: { viewCode: string; job: ExcelJobStatus | undefined; onClose(): void }) {
  const { t } = useTranslation();
  if (job?.state === 'running') return <Button danger data-testid="excel-cancel" onClick={() => void cancelJob(viewCode, job)}>{t('excel.cancel')}</Button>;
  return <Button data-testid="excel-close" onClick={onClose}>{t('excel.close')}</Button>;
}

export interface ExcelExportProps {
  viewCode: string;
  label: string;
  perm?: string;
  /** The list's query as it is now (filters, sort). */
  currentQuery(): Pick<UserQuery, 'filters' | 'sort'>;
}

/** Export: starts the job with the list's query, shows its progress, downloads the workbook when it is done. */
export function ExcelExportButton({ viewCode, label, perm, currentQuery }: ExcelExportProps) {
  const { t } = useTranslation();
  const { job, busy, start, reset } = useJobRun(viewCode, (done) => {
    void downloadFile(`${pageUrl(viewCode)}/excelJob/${done.id}/file`, done.fileName ?? 'export.xlsx').then((ok) => {
      if (ok) reset();
    });
  });
  const exportNow = () => start(() => {
    const { filters, sort } = currentQuery();
    return readJob(api.post('/api/eform/engine/view/{viewCode}/exportXls', { params: { path: { viewCode } }, body: { filters, sort } }));
  });
  const close = () => {
    if (job?.state === 'running') void cancelJob(viewCode, job);
    reset();
  };

  return (
    <>
      <PermButton perm={perm} data-testid="toolbar-export" loading={busy} onClick={() => void exportNow()}>{label}</PermButton>
      {job && (
        <Modal open title={t('excel.exporting')} data-testid="excel-export-dialog" maskClosable={false} onCancel={close}
          footer={<JobFooter viewCode={viewCode} job={job} onClose={close} />}>
          <JobProgress job={job} />
          {job.state === 'failed' && <Alert type="error" showIcon title={textOf(job.messageCode, job.message)} />}
        </Modal>
      )}
    </>
  );
}

export interface ExcelImportProps {
  viewCode: string;
  label: string;
  perm?: string;
  templateName: string;
  /** The records changed (reload the list). */
  onImported(): void;
}

/** Import: a dialog with the template, the upload, the progress and, when it fails, the rows and columns at fault. */
export function ExcelImportButton({ viewCode, label, perm, templateName, onImported }: ExcelImportProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // All rows or none (the default), or the valid rows with the rejected ones to download.
  const [validOnly, setValidOnly] = useState(false);
  const { job, busy: uploading, start, reset } = useJobRun(viewCode, (done) => {
    notify('success', textOf(done.messageCode, t('excel.imported', { total: done.total })));
    onImported();
  });
  const upload = (file: File) => start(() => uploadFile<ExcelJobStatus>(`${pageUrl(viewCode)}/importExcel${validOnly ? '?mode=valid' : ''}`, file, file.name));
  const close = () => {
    if (job?.state === 'running') void cancelJob(viewCode, job);
    reset();
    setOpen(false);
  };

  return (
    <>
      <PermButton perm={perm} data-testid="toolbar-import" onClick={() => { reset(); setOpen(true); }}>{label}</PermButton>
      {open && (
        <Modal open title={label || t('excel.importing')} data-testid="excel-import-dialog" width={720} maskClosable={false} onCancel={close}
          footer={<JobFooter viewCode={viewCode} job={job} onClose={close} />}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Button type="link" data-testid="excel-template" style={{ paddingInline: 0 }} onClick={() => void downloadFile(`${pageUrl(viewCode)}/importTemplate`, templateName)}>
              {t('excel.template')}
            </Button>
            {job?.state !== 'running' && (
              <Checkbox data-testid="excel-valid-only" checked={validOnly} onChange={(e) => setValidOnly(e.target.checked)}>{t('excel.validOnly')}</Checkbox>
            )}
            {job?.state !== 'running' && (
              <Upload
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                maxCount={1}
                showUploadList={false}
                beforeUpload={(file) => {
                  void upload(file);
                  return Upload.LIST_IGNORE;
                }}
              >
                <Button type="primary" loading={uploading} data-testid="excel-choose">{t('excel.choose')}</Button>
              </Upload>
            )}
            {job && <JobProgress job={job} />}
            {job?.state === 'failed' && <Alert type="error" showIcon data-testid="excel-failed" title={textOf(job.messageCode, job.message)} />}
            {job?.state === 'done' && job.fileName && (
              <Button data-testid="excel-rejected" onClick={() => void downloadFile(`${pageUrl(viewCode)}/excelJob/${job.id}/file`, job.fileName!)}>{t('excel.rejected')}</Button>
            )}
            {job && <RowErrors job={job} />}
          </Space>
        </Modal>
      )}
    </>
  );
}

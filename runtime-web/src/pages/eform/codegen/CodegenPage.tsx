// Application design › Code generation (component eform/codegen, issue #39): a three-step wizard — table and module
// description; template type (single table, main-sub tabs, main-sub tiled, each with or without a process) and page
// layout; package path, module name and author — then the preview of the module's files (merged with the module
// when it was written before, conflicts resolved here), its download as a zip, or its writing into MODULES_DIR.
import { Alert, Button, Form, Input, Radio, Select, Space, Steps, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODEGEN_PAGE_LAYOUTS, CODEGEN_TEMPLATE_TYPES, MODULE_NAME_PATTERN, type CodegenInput } from '@yc/engine/codegen/input';
import { resolveConflicts } from '@yc/engine/codegen/merge';
import { api } from '../../../request/api.ts';
import { downloadFile } from '../../../request/files.ts';
import { notify } from '../../../request/report.ts';
import { PreviewPane, type Choices, type PlannedFile } from './PreviewPane.tsx';
import './texts.ts';

interface Preview { moduleName: string; writable: boolean; exists: boolean; files: PlannedFile[] }

const STEP_FIELDS: readonly (keyof CodegenInput)[][] = [
  ['tableName', 'moduleDesc'], ['templateType', 'withProcess', 'pageLayout'], ['packagePath', 'moduleName', 'author'],
];
const INITIAL: Partial<CodegenInput> = { templateType: 'single', withProcess: false, pageLayout: 'modal', packagePath: 'com.example' };

function useTableModels() {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    api.get('/api/eform/manage/tableModel/list', { params: { query: { pageSize: 100 } } }, { silent: true }).then(
      (page) => setOptions(page.records.map((m) => ({ value: String(m.tableName), label: `${String(m.tableDesc)} (${String(m.tableName)})` }))),
      () => setOptions([]),
    );
  }, []);
  return options;
}

/** Each conflicted file's text with the chosen sides. */
const resolutionsOf = (files: readonly PlannedFile[], choices: Choices) => Object.fromEntries(
  files.filter((f) => f.status === 'conflict' && f.content !== undefined).map((f) => [f.path, resolveConflicts(f.content!, choices[f.path] ?? [])]),
);

export default function CodegenPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<CodegenInput>();
  const [step, setStep] = useState(0);
  const [preview, setPreview] = useState<Preview>();
  const [choices, setChoices] = useState<Choices>({});
  const [busy, setBusy] = useState(false);
  const tables = useTableModels();

  // A refused step shows its fields' errors in place; a refused call, the request layer's notice.
  const next = () => form.validateFields(STEP_FIELDS[step]).then(() => setStep(step + 1), () => undefined);
  const run = async <T,>(work: () => Promise<T>) => {
    setBusy(true);
    try {
      return await work();
    } catch {
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const showPreview = () => run(async () => {
    await form.validateFields();
    const input = form.getFieldsValue(true) as CodegenInput;
    setPreview(await api.post('/api/codegen/preview', { body: { input } }) as Preview);
    setChoices({});
    setStep(3);
  });
  const body = () => ({ input: form.getFieldsValue(true) as CodegenInput, resolutions: resolutionsOf(preview?.files ?? [], choices) });
  const download = () => run(() => downloadFile('/api/codegen/download', `${preview!.moduleName}.zip`, body() as never, 'POST'));
  const write = () => run(async () => {
    const result = await api.post('/api/codegen/write', { body: body() });
    // The write reloads the modules: the module runs at once, or says why it does not.
    if (result.state === 'loaded') notify('success', t('codegen.written', { count: result.written.length }));
    else notify('warning', t('codegen.writtenFailed', { count: result.written.length, error: result.error ?? '' }));
  });
  const choose = (path: string, index: number, side: 'mine' | 'next') => setChoices((all) => {
    const sides = [...(all[path] ?? [])];
    sides[index] = side;
    return { ...all, [path]: sides };
  });

  const steps = [t('codegen.step.table'), t('codegen.step.template'), t('codegen.step.module'), t('codegen.preview')];
  return (
    <div data-testid="codegen-page">
      <Typography.Paragraph type="secondary">{t('codegen.purpose')}</Typography.Paragraph>
      <Steps current={step} items={steps.map((title) => ({ title }))} style={{ marginBottom: 24 }} />
      <Form form={form} layout="vertical" initialValues={INITIAL} style={{ maxWidth: 640, display: step < 3 ? undefined : 'none' }}>
        <div hidden={step !== 0}>
          <Form.Item name="tableName" label={t('codegen.tableName')} rules={[{ required: true }]}>
            <Select showSearch options={tables} data-testid="codegen-table" optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="moduleDesc" label={t('codegen.moduleDesc')} rules={[{ required: true, max: 200 }]}><Input data-testid="codegen-desc" /></Form.Item>
        </div>
        <div hidden={step !== 1}>
          <Form.Item name="templateType" label={t('codegen.templateType')} rules={[{ required: true }]}>
            <Radio.Group options={CODEGEN_TEMPLATE_TYPES.map((v) => ({ value: v, label: t(`codegen.type.${v}`) }))} />
          </Form.Item>
          <Form.Item name="withProcess" label={t('codegen.withProcess')} valuePropName="checked"><Switch /></Form.Item>
          <Form.Item name="pageLayout" label={t('codegen.pageLayout')} rules={[{ required: true }]}>
            <Radio.Group options={CODEGEN_PAGE_LAYOUTS.map((v) => ({ value: v, label: t(`codegen.layout.${v}`) }))} />
          </Form.Item>
        </div>
        <div hidden={step !== 2}>
          <Form.Item name="packagePath" label={t('codegen.packagePath')} rules={[{ required: true, pattern: /^[a-z][a-z0-9]*(\.[a-z][a-z0-9]*)*$/ }]}>
            <Input data-testid="codegen-package" />
          </Form.Item>
          <Form.Item name="moduleName" label={t('codegen.moduleName')} rules={[{ required: true, pattern: new RegExp(MODULE_NAME_PATTERN), message: t('codegen.moduleNameRule') }]}>
            <Input data-testid="codegen-module" />
          </Form.Item>
          <Form.Item name="author" label={t('codegen.author')} rules={[{ required: true, max: 60 }]}><Input data-testid="codegen-author" /></Form.Item>
        </div>
      </Form>
      {step === 3 && preview && (
        <>
          {!preview.writable && <Alert type="warning" title={t('codegen.notWritable')} style={{ marginBottom: 12 }} />}
          {preview.exists && <Alert type="info" title={t('codegen.exists')} style={{ marginBottom: 12 }} />}
          <PreviewPane files={preview.files} choices={choices} onChoose={choose} />
        </>
      )}
      <Space style={{ marginTop: 16 }}>
        {step > 0 && <Button onClick={() => setStep(step - 1)}>{t('codegen.previous')}</Button>}
        {step < 2 && <Button type="primary" onClick={() => void next()} data-testid="codegen-next">{t('codegen.next')}</Button>}
        {step === 2 && <Button type="primary" loading={busy} onClick={() => void showPreview()} data-testid="codegen-preview">{t('codegen.preview')}</Button>}
        {step === 3 && <Button loading={busy} onClick={() => void download()} data-testid="codegen-download">{t('codegen.download')}</Button>}
        {step === 3 && <Button type="primary" loading={busy} disabled={!preview?.writable} onClick={() => void write()} data-testid="codegen-write">{t('codegen.write')}</Button>}
      </Space>
    </div>
  );
}

// Starting a process: its title and, when the template is bound to a form, the form (its values become the process's
// variables, and the record saved through the form's page — the list that opened this page, else the first the user
// may open — in the start's transaction); then the process page of the new instance. A process-tab menu item shows it for its id (the template key,
// `key:version` as Flowable names definitions); so does /flow/start/{key}.
import { Button, Card, Form, Input, Result, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { processApi, type StartForm } from '../../api/bpm.ts';
import { runAction } from '../../components/crud/index.ts';
import { FormRenderer, type FormHandle } from '../../renderers/form/FormRenderer.tsx';
import { ApiError } from '../../request/http.ts';
import type { PageProps } from '../../router/registry.ts';
import { requiredRule } from '../system/shared/rules.ts';
import '../../i18n/bpm.ts';

/** The template key of a process id (`key` or `key:version`). */
export const templateKeyOf = (id: string) => id.split(':')[0] ?? '';

export function ProcessStart({ processId }: { processId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const key = templateKeyOf(processId);
  // The page the record is saved through: the list that asked (`?viewCode=`), else the one the server names.
  const [search] = useSearchParams();
  const fromPage = search.get('viewCode') ?? undefined;
  const [start, setStart] = useState<StartForm | null>();
  const [title] = Form.useForm<{ businessTitle: string }>();
  const form = useRef<FormHandle>(null);
  const [busy, setBusy] = useState(false);
  // The new instance: the form is gone first (its input saved, nothing left to ask about leaving), then its page opens.
  const [started, setStarted] = useState<string>();
  useEffect(() => {
    if (started) navigate(`/flow/instance/${started}`);
  }, [started, navigate]);

  useEffect(() => {
    processApi.startForm(key).then(setStart, (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      setStart(null);
    });
  }, [key]);

  if (start === undefined) return <Skeleton active />;
  if (start === null) return <Result status="warning" title={t('bpm.flow.unavailable')} />;
  if (started) return <Skeleton active />;

  const submit = async (variables: Record<string, unknown>) => {
    const { businessTitle } = await title.validateFields();
    setBusy(true);
    try {
      await runAction(async () => {
        const viewCode = fromPage ?? start.viewCode ?? undefined;
        const { id } = await processApi.start(start.key, businessTitle, variables, viewCode ? { viewCode } : {});
        setStarted(id);
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      title={start.name}
      data-testid="process-start"
      actions={[
        <Button key="start" type="primary" loading={busy} data-testid="process-start-submit"
          onClick={() => (start.form ? form.current?.submit() : void submit({}))}>{t('bpm.flow.submit')}</Button>,
      ]}
    >
      <Form form={title} layout="vertical">
        <Form.Item name="businessTitle" label={t('bpm.task.businessTitle')} rules={[requiredRule(t('bpm.task.businessTitle'))]}>
          <Input maxLength={200} data-testid="process-start-title" />
        </Form.Item>
      </Form>
      {start.form && <FormRenderer form={start.form} onSubmit={submit} handle={form} configContext={{ processKey: start.key }} />}
    </Card>
  );
}

/** The process-tab menu kind: the start page of the process the item names. */
export default function ProcessTabPage({ props }: PageProps) {
  return <ProcessStart processId={props.id ?? ''} />;
}

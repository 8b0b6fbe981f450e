// The process page (/flow/{func}/{id}): an instance with its form — editable, read-only or hidden field by field as the
// node says — and, for the caller's own open task, an opinion and the actions (approve, reject back to the initiator or an
// earlier node, add signers before or after, transfer, CC; submit again after a rejection; mark a copy read); then its
// circulation and its diagram with the nodes it waits at highlighted. `/flow/task/{taskId}` handles a task,
// `/flow/instance/{instanceId}` looks at an instance.
import { Alert, Button, Card, Descriptions, Empty, Form, Input, Radio, Select, Skeleton, Space, Tag, Timeline, type GetRef } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  processApi, taskApi, type Circulation, type InstanceDiagram, type ProcessDetail, type RejectTarget,
} from '../../api/bpm.ts';
import { FormModal, runAction, useFormModal } from '../../components/crud/index.ts';
import { ADD_SIGN_POSITIONS, REJECT_TARGETS, type AddSignPosition, type FieldAccessLevel, type RejectTarget as RejectKind } from '../../renderers/engine.ts';
import { FormRenderer, type FormHandle } from '../../renderers/form/FormRenderer.tsx';
import { BPM_MESSAGES } from '@yc/engine/bpm/messages';
import { currentLanguage } from '../../i18n/language.ts';
import { renderMessage } from '../../renderers/engine.ts';
import { ApiError } from '../../request/http.ts';
import { requiredListRule, requiredRule } from '../system/shared/rules.ts';
import { ProcessDiagram } from './ProcessDiagram.tsx';
import { INSTANCE_STATE_COLORS } from './states.ts';
import { UserPicker } from '../../components/UserPicker.tsx';
import '../../i18n/bpm.ts';
import './record-approval.tsx';

type Dialog = 'reject' | 'addSign' | 'transfer' | 'cc';
type DialogValues = { target?: RejectKind; nodeId?: string; users?: string[]; position?: AddSignPosition; toUser?: string };


export function ProcessView({ taskId, instanceId }: { taskId?: string; instanceId?: string }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`bpm.flow.${field}`);
  const [detail, setDetail] = useState<ProcessDetail | null>();
  const [history, setHistory] = useState<Circulation[]>([]);
  const [diagram, setDiagram] = useState<InstanceDiagram>();
  const [opinion, setOpinion] = useState('');
  /** The browser's own check of a required opinion, made before anything is sent (the server checks it again). */
  const [opinionError, setOpinionError] = useState<string>();
  const opinionBox = useRef<GetRef<typeof Input.TextArea>>(null);
  const [busy, setBusy] = useState(false);
  const [targets, setTargets] = useState<RejectTarget[]>([]);
  const dialog = useFormModal<Dialog>();
  const form = useRef<FormHandle>(null);

  const load = useCallback(async () => {
    try {
      const loaded = taskId ? await taskApi.detail(taskId) : await processApi.detail(instanceId ?? '');
      setDetail(loaded);
      const [circulation, drawn] = await Promise.all([processApi.history(loaded.instance.id), processApi.diagram(loaded.instance.id)]);
      setHistory(circulation);
      setDiagram(drawn);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setDetail(null);
    }
  }, [taskId, instanceId]);

  useEffect(() => {
    void load();
  }, [load]);

  const access = useMemo(() => new Map(Object.entries(detail?.access ?? {}) as [string, FieldAccessLevel][]), [detail]);
  if (detail === undefined) return <Skeleton active />;
  if (detail === null) return <Empty description={label('unavailable')} data-testid="flow-unavailable" />;

  const { instance, task, actions } = detail;
  const can = (action: ProcessDetail['actions'][number]) => actions.includes(action);
  /** The initiator's own actions on a running process (withdraw while no one acted, urge the handlers). */
  const own = actions.filter((a) => a === 'withdraw' || a === 'urge');
  const handling = actions.filter((a) => a !== 'withdraw' && a !== 'urge');
  const editable = [...access.values()].includes('edit');

  /** Runs an action of the task, then shows the page again as it now is. */
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await runAction(work);
      setOpinion('');
      setOpinionError(undefined);
      await load();
    } finally {
      setBusy(false);
    }
  };
  /** Whether the node wants an opinion that is not written yet: then it says so at the box, which gets the focus. */
  const opinionMissing = () => {
    if (!detail.opinionRequired || opinion.trim()) return false;
    setOpinionError(renderMessage(BPM_MESSAGES.opinionRequired, currentLanguage()));
    opinionBox.current?.focus();
    return true;
  };
  /** Approving (or submitting again) sends the fields the node lets the handler edit, once the form is valid. */
  const complete = (values: Record<string, unknown> = {}) => act(() => taskApi.completeWith(task!.id, opinion || undefined, values));
  const approve = () => {
    if (opinionMissing()) return;
    if (detail.form && editable) form.current?.submit();
    else void complete();
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="flow-page">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} title={instance.businessTitle}>
        <Descriptions.Item label={label('template')}>{instance.templateName}</Descriptions.Item>
        <Descriptions.Item label={label('state')}>
          <Tag color={INSTANCE_STATE_COLORS[instance.state]} data-testid="flow-state">{t(`bpm.instance.state.${instance.state}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={label('startUser')}>{instance.startUserName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={label('startTime')}>{new Date(instance.startTimeString).toLocaleString()}</Descriptions.Item>
        {task && <Descriptions.Item label={label('node')}>{task.taskName ?? label('initiator')}</Descriptions.Item>}
      </Descriptions>

      {detail.form && (
        <Card size="small" title={detail.form.formName} data-testid="flow-form">
          <FormRenderer
            key={`${task?.id ?? instance.id}:${task?.status ?? ''}`}
            form={detail.form} record={detail.data} access={access} readonly={!editable}
            onSubmit={(values) => complete(values)} handle={form} configContext={{ instanceId: instance.id }}
          />
        </Card>
      )}

      <Space wrap data-testid="flow-own-actions">
        {own.includes('withdraw') && (
          <Button danger loading={busy} data-testid="flow-withdraw" onClick={() => act(() => processApi.withdraw(instance.id))}>{label('withdraw')}</Button>
        )}
        {own.includes('urge') && (
          <Button loading={busy} data-testid="flow-urge" onClick={() => act(() => processApi.urge(instance.id))}>{label('urge')}</Button>
        )}
        <Button data-testid="flow-print" onClick={() => window.open(`/flow/print/${instance.id}`, '_blank', 'noopener')}>{label('print')}</Button>
      </Space>

      {handling.length > 0 && (
        <Card size="small" title={label('handle')} data-testid="flow-actions">
          {can('read')
            ? <Button type="primary" loading={busy} data-testid="flow-read" onClick={() => act(() => taskApi.read(task!.id))}>{t('bpm.task.markRead')}</Button>
            : (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Form layout="vertical" component={false}>
                  <Form.Item
                    label={label('opinion')} htmlFor="flow-opinion" required={detail.opinionRequired} style={{ marginBottom: 0 }}
                    validateStatus={opinionError ? 'error' : undefined} help={opinionError}
                  >
                    <Input.TextArea
                      id="flow-opinion" ref={opinionBox} rows={3} value={opinion} maxLength={2000} data-testid="flow-opinion"
                      aria-required={detail.opinionRequired} aria-invalid={Boolean(opinionError)}
                      onChange={(e) => {
                        setOpinion(e.target.value);
                        if (e.target.value.trim()) setOpinionError(undefined);
                      }}
                      placeholder={detail.opinionRequired ? label('opinionRequired') : label('opinion')}
                    />
                  </Form.Item>
                </Form>
                <Space wrap>
                  {can('approve') && <Button type="primary" loading={busy} data-testid="flow-approve" onClick={approve}>{t('bpm.task.approve')}</Button>}
                  {can('resubmit') && <Button type="primary" loading={busy} data-testid="flow-resubmit" onClick={approve}>{label('resubmit')}</Button>}
                  {can('reject') && (
                    <Button danger data-testid="flow-reject" onClick={async () => {
                      if (opinionMissing()) return;
                      setTargets(await taskApi.rejectTargets(task!.id));
                      dialog.show('reject');
                    }}>{label('reject')}</Button>
                  )}
                  {can('addSign') && <Button data-testid="flow-add-sign" onClick={() => dialog.show('addSign')}>{label('addSign')}</Button>}
                  {can('transfer') && <Button data-testid="flow-transfer" onClick={() => dialog.show('transfer')}>{t('bpm.task.transfer')}</Button>}
                  {can('cc') && <Button data-testid="flow-cc" onClick={() => dialog.show('cc')}>{t('bpm.task.cc')}</Button>}
                </Space>
              </Space>
            )}
        </Card>
      )}
      {task && task.status !== 'open' && <Alert type="info" showIcon title={label('taskClosed')} data-testid="flow-task-closed" />}

      <Card size="small" title={label('circulation')}>
        <Timeline
          data-testid="flow-history"
          items={history.map((pass) => ({
            color: pass.passType === 'reject' ? 'red' : pass.passType === 'start' ? 'blue' : 'green',
            content: (
              <div data-testid="flow-pass">
                <b>{pass.passName ?? (pass.passType === 'start' ? label('started') : label('initiator'))}</b>
                {' · '}{t(`bpm.pass.${pass.passType}`, { defaultValue: pass.passType })}
                {' · '}{pass.handlerName ?? '—'}
                {pass.onBehalfOf && ` (${t('bpm.task.onBehalfOf', { name: pass.onBehalfOf })})`}
                {pass.passTime && <span style={{ color: '#888' }}>{' · '}{new Date(pass.passTime).toLocaleString()}</span>}
                {pass.passMessage && <div>{pass.passMessage}</div>}
              </div>
            ),
          }))}
        />
      </Card>

      <Card size="small" title={label('diagram')} data-testid="flow-diagram">
        {diagram ? <ProcessDiagram diagram={diagram.diagram} current={diagram.current} done={diagram.done} /> : <Skeleton active />}
      </Card>

      <FormModal<Dialog, DialogValues>
        state={dialog}
        testId="flow-dialog"
        title={dialog.record ? label(dialog.record) : ''}
        initialValues={(kind) => (kind === 'reject' ? { target: targets.length ? 'previous' : 'initiator' } : kind === 'addSign' ? { position: 'after' } : {})}
        onSubmit={async (values, kind) => {
          const id = task!.id;
          const said = opinion || undefined;
          if (kind === 'reject') await taskApi.reject(id, values.target ?? 'initiator', values.nodeId, said);
          else if (kind === 'addSign') await taskApi.addSign(id, values.users ?? [], values.position ?? 'after', said);
          else if (kind === 'transfer') await taskApi.transfer(id, values.toUser ?? '', said);
          else await taskApi.cc(id, values.users ?? []);
        }}
        onSaved={async () => {
          // The dialog has told the user already (FormModal): one notice per action.
          setOpinion('');
          await load();
        }}
      >
        {(_form, kind) => (
          <>
            {kind === 'reject' && (
              <>
                <Form.Item name="target" label={label('rejectTo')} rules={[requiredRule(label('rejectTo'))]}>
                  <Radio.Group
                    data-testid="flow-reject-target"
                    options={REJECT_TARGETS.filter((k) => k === 'initiator' || targets.length > 0).map((k) => ({ value: k, label: label(`rejectTarget.${k}`) }))}
                  />
                </Form.Item>
                <Form.Item noStyle dependencies={['target']}>
                  {({ getFieldValue }) => getFieldValue('target') === 'node' && (
                    <Form.Item name="nodeId" label={label('rejectNode')} rules={[requiredRule(label('rejectNode'))]}>
                      <Select data-testid="flow-reject-node" options={targets.map((n) => ({ value: n.nodeId, label: n.nodeName ?? n.nodeId }))} />
                    </Form.Item>
                  )}
                </Form.Item>
              </>
            )}
            {kind === 'addSign' && (
              <>
                <Form.Item name="position" label={label('signPosition')}>
                  <Radio.Group options={ADD_SIGN_POSITIONS.map((p) => ({ value: p, label: label(`signPosition.${p}`) }))} />
                </Form.Item>
                <Form.Item name="users" label={label('signers')} rules={[requiredListRule(label('signers'))]}><UserPicker multiple data-testid="flow-signers" /></Form.Item>
              </>
            )}
            {kind === 'transfer' && (
              <Form.Item name="toUser" label={t('bpm.task.toUser')} rules={[requiredRule(t('bpm.task.toUser'))]}><UserPicker data-testid="flow-to-user" /></Form.Item>
            )}
            {kind === 'cc' && (
              <Form.Item name="users" label={t('bpm.task.ccUsers')} rules={[requiredListRule(t('bpm.task.ccUsers'))]}><UserPicker multiple data-testid="flow-cc-users" /></Form.Item>
            )}
          </>
        )}
      </FormModal>
    </Space>
  );
}

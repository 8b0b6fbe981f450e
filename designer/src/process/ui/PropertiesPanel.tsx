// The properties of what is selected: the process (its name; its key is the template's), a node (name; a timer's
// duration; a user task's platform settings; a flow to another node), or a sequence flow (name; a condition — built
// visually when it leaves a gateway —; whether it is the default).
import { useEffect, useState } from 'react';
import { Checkbox, Descriptions, Divider, Form, Input, Select, Typography } from 'antd';
import type { Language } from '@yc/engine';
import { isOpenContainer, type DesignView } from '../document.ts';
import { connect, rename, setCondition, setDefaultFlow, setTimer } from '../operations.ts';
import { ConditionBuilder } from './ConditionBuilder.tsx';
import { NodeSettingsForm } from './NodeSettingsForm.tsx';
import type { AssigneeChoices, ChoiceOption } from './props.ts';
import { text, type ProcessText } from './texts.ts';
import type { DesignState } from './state.ts';

export interface PropertiesPanelProps {
  lang: Language;
  state: DesignState;
  view: DesignView;
  selected?: string;
  /** Applies an edit (a refused one is reported by the designer). */
  apply(change: (state: DesignState) => DesignState): void;
  select(id: string | undefined): void;
  assignees: AssigneeChoices;
  forms: readonly ChoiceOption[];
  formFields(formCode: string): Promise<ChoiceOption[]>;
  processFormCode?: string;
}

/** A text input that commits on Enter or when it loses focus (one undo step per name, not per key). */
function CommitInput({ value, onCommit, testId }: { value?: string; onCommit(value: string): void; testId: string }) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const commit = () => draft !== (value ?? '') && onCommit(draft);
  return <Input value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={commit} onPressEnter={commit} data-testid={testId} />;
}

const BRANCHING = new Set(['exclusiveGateway', 'inclusiveGateway', 'complexGateway']);

export function PropertiesPanel(props: PropertiesPanelProps) {
  const { lang, state, view, selected, apply } = props;
  const t = (code: ProcessText, params?: Record<string, string | number>) => text(lang, code, params);
  const node = view.nodes.find((n) => n.id === selected);
  const edge = view.edges.find((e) => e.id === selected);
  const [fields, setFields] = useState<ChoiceOption[]>([]);
  useEffect(() => {
    if (props.processFormCode) void props.formFields(props.processFormCode).then(setFields, () => setFields([]));
  }, [props.processFormCode]);
  const withDoc = (change: (doc: DesignState['doc']) => DesignState['doc']) => apply((s) => ({ ...s, doc: change(s.doc) }));

  if (!node && !edge) {
    return (
      <Form layout="vertical" size="small" data-testid="process-properties">
        <Typography.Title level={5}>{t('process')}</Typography.Title>
        <Form.Item label={t('processKey')}><Input value={view.process.id} disabled data-testid="process-key" /></Form.Item>
        <Form.Item label={t('processName')}>
          <CommitInput value={view.process.name} onCommit={(name) => withDoc((doc) => rename(doc, doc.processId, name))} testId="process-name" />
        </Form.Item>
        <Typography.Text type="secondary">{t('nothingSelected')}</Typography.Text>
      </Form>
    );
  }

  if (edge) {
    const branching = BRANCHING.has(edge.sourceType ?? '');
    const canDefault = edge.type === 'sequenceFlow' && (branching || /Task|task|subProcess|callActivity/.test(edge.sourceType ?? ''));
    return (
      <Form layout="vertical" size="small" data-testid="flow-properties">
        <Descriptions size="small" column={1} items={[{ label: t('id'), children: edge.id }, { label: t('type'), children: edge.type }]} />
        <Form.Item label={t('name')}><CommitInput value={edge.name} onCommit={(name) => withDoc((doc) => rename(doc, edge.id, name))} testId="flow-name" /></Form.Item>
        {edge.type === 'sequenceFlow' && (
          <Form.Item label={t('condition')}>
            <ConditionBuilder key={`${edge.id}:${edge.condition ?? ''}`} lang={lang} expression={edge.condition} language={edge.conditionLanguage} fields={fields}
              onChange={(expression) => withDoc((doc) => setCondition(doc, edge.id, expression))} />
          </Form.Item>
        )}
        {canDefault && (
          <Checkbox checked={edge.isDefault ?? false} onChange={(e) => withDoc((doc) => setDefaultFlow(doc, edge.id, e.target.checked))} data-testid="flow-default">
            {t('defaultFlow')}
          </Checkbox>
        )}
      </Form>
    );
  }

  const current = node!;
  const flowTargets = view.nodes.filter((n) => n.id !== current.id && /event|activity|gateway/.test(n.family) && !isOpenContainer(n, view.nodes));
  return (
    <Form layout="vertical" size="small" data-testid="node-properties">
      <Descriptions size="small" column={1} items={[{ label: t('id'), children: current.id }, { label: t('type'), children: current.type }]} />
      <Form.Item label={t('name')}><CommitInput value={current.name} onCommit={(name) => apply((s) => ({ ...s, doc: rename(s.doc, current.id, name) }))} testId="node-name" /></Form.Item>
      {current.eventKind === 'timer' && (
        <Form.Item label={t('timerDuration')}>
          <CommitInput value={current.timerDuration} onCommit={(duration) => withDoc((doc) => setTimer(doc, current.id, duration))} testId="node-timer" />
        </Form.Item>
      )}
      {/event|activity|gateway/.test(current.family) && current.type !== 'endEvent' && (
        <Form.Item label={t('connectTo')}>
          <Select showSearch optionFilterProp="label" value={null} placeholder={t('connectTo')} data-testid="node-connect"
            options={flowTargets.map((n) => ({ value: n.id, label: `${n.name ?? n.type} (${n.id})` }))}
            onChange={(target: string) => apply((s) => {
              const joined = connect(s.doc, current.id, target);
              props.select(joined.id);
              return { ...s, doc: joined.doc };
            })} />
        </Form.Item>
      )}
      {current.type === 'userTask' && (
        <>
          <Divider style={{ margin: '8px 0' }} />
          <NodeSettingsForm lang={lang} settings={state.nodes[current.id] ?? {}} assignees={props.assignees} forms={props.forms} formFields={props.formFields}
            processFormCode={props.processFormCode}
            onChange={(settings) => apply((s) => ({ ...s, nodes: { ...s.nodes, [current.id]: settings } }))} />
        </>
      )}
    </Form>
  );
}

// A user task's platform settings (the engine's NodeSettingsSchema): who handles it — rules by user, role, department,
// position, the initiator, the initiator's leader or a form field, and candidate roles —, how many decide (single,
// or-sign, countersign in parallel or in turn with a completion ratio), the form shown with each field's access, whether
// an opinion is required, and the due time.
import { useEffect, useState } from 'react';
import { Button, Checkbox, Form, InputNumber, Select, Space } from 'antd';
import { ASSIGNEE_TYPES, NODE_FIELD_ACCESS, SIGN_MODES, type AssigneeRule, type AssigneeType, type Language, type NodeSettings } from '@yc/engine';
import type { AssigneeChoices, ChoiceOption } from './props.ts';
import { text, type ProcessText } from './texts.ts';

export interface NodeSettingsFormProps {
  lang: Language;
  settings: NodeSettings;
  onChange(settings: NodeSettings): void;
  assignees: AssigneeChoices;
  forms: readonly ChoiceOption[];
  formFields(formCode: string): Promise<ChoiceOption[]>;
  /** The form of the process (its fields name form-field assignees when the node has no form of its own). */
  processFormCode?: string;
}

/** Drops what is unset, so the stored settings hold only what was chosen. */
function tidy(settings: NodeSettings): NodeSettings {
  return Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0)
    && !(typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0))) as NodeSettings;
}

export function NodeSettingsForm({ lang, settings, onChange, assignees, forms, formFields, processFormCode }: NodeSettingsFormProps) {
  const t = (code: ProcessText) => text(lang, code);
  const set = (patch: Partial<NodeSettings>) => onChange(tidy({ ...settings, ...patch }));
  const rules = settings.assignees ?? [];
  const setRule = (index: number, rule: AssigneeRule | undefined) =>
    set({ assignees: rule ? rules.map((r, i) => (i === index ? rule : r)) : rules.filter((_, i) => i !== index) });
  const fieldsForm = settings.formCode ?? processFormCode;
  const [fields, setFields] = useState<ChoiceOption[]>([]);
  useEffect(() => {
    let live = true;
    if (fieldsForm) void formFields(fieldsForm).then((f) => live && setFields(f), () => live && setFields([]));
    else setFields([]);
    return () => {
      live = false;
    };
  }, [fieldsForm]);

  const valuesInput = (rule: AssigneeRule, index: number) => {
    const change = (values: string | string[]) => setRule(index, { type: rule.type, values: ([] as string[]).concat(values) });
    const select = (options: readonly ChoiceOption[]) => (
      <Select mode="multiple" size="small" style={{ minWidth: 160, flex: 1 }} value={rule.values ?? []} onChange={change} options={[...options]}
        optionFilterProp="label" data-testid={`assignee-values-${index}`} />
    );
    switch (rule.type) {
      case 'user':
        return <div style={{ flex: 1, minWidth: 160 }}><assignees.UserPicker multiple value={rule.values ?? []} onChange={change} data-testid={`assignee-users-${index}`} /></div>;
      case 'role':
        return select(assignees.roles);
      case 'dept':
        return select(assignees.departments);
      case 'position':
        return select(assignees.positions);
      case 'formField':
        return select(fields);
      default:
        return null;
    }
  };

  return (
    <Form layout="vertical" size="small" data-testid="node-settings">
      <Form.Item label={t('assignees')}>
        {rules.map((rule, i) => (
          <Space key={i} style={{ display: 'flex', marginBottom: 6 }} align="start" data-testid={`assignee-rule-${i}`}>
            <Select<AssigneeType> size="small" style={{ width: 150 }} value={rule.type} data-testid={`assignee-type-${i}`}
              options={ASSIGNEE_TYPES.map((type) => ({ value: type, label: t(`assignee.${type}`) }))}
              onChange={(type) => setRule(i, { type })} />
            {valuesInput(rule, i)}
            <Button size="small" onClick={() => setRule(i, undefined)} aria-label={t('remove')}>×</Button>
          </Space>
        ))}
        <Button size="small" onClick={() => set({ assignees: [...rules, { type: 'initiator' }] })} data-testid="assignee-add">{t('addAssignee')}</Button>
      </Form.Item>
      <Form.Item label={t('candidateGroups')}>
        <Select mode="multiple" value={settings.candidateGroups ?? []} options={[...assignees.roles]} optionFilterProp="label"
          onChange={(candidateGroups: string[]) => set({ candidateGroups })} data-testid="node-candidates" />
      </Form.Item>
      <Form.Item label={t('signMode')}>
        <Select value={settings.signMode ?? 'single'} options={SIGN_MODES.map((m) => ({ value: m, label: t(`sign.${m}`) }))}
          onChange={(signMode) => set({ signMode, ...(signMode === 'all' ? {} : { sequential: undefined, completionRatio: undefined }) })} data-testid="node-sign-mode" />
      </Form.Item>
      {settings.signMode === 'all' && (
        <Space>
          <Checkbox checked={settings.sequential ?? false} onChange={(e) => set({ sequential: e.target.checked || undefined })} data-testid="node-sequential">{t('sequential')}</Checkbox>
          <Form.Item label={t('completionRatio')} style={{ marginBottom: 0 }}>
            <InputNumber min={0.01} max={1} step={0.1} value={settings.completionRatio} onChange={(v) => set({ completionRatio: v ?? undefined })} data-testid="node-ratio" />
          </Form.Item>
        </Space>
      )}
      <Form.Item label={t('formCode')}>
        <Select allowClear value={settings.formCode} options={[...forms]} optionFilterProp="label" showSearch
          onChange={(formCode?: string) => set({ formCode, fieldAccess: undefined })} data-testid="node-form" />
      </Form.Item>
      {fieldsForm && fields.length > 0 && (
        <Form.Item label={t('fieldAccess')}>
          {fields.map((field) => (
            <Space key={field.value} style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 4 }}>
              <span>{field.label}</span>
              <Select size="small" style={{ width: 110 }} allowClear value={settings.fieldAccess?.[field.value]} data-testid={`field-access-${field.value}`}
                options={NODE_FIELD_ACCESS.map((a) => ({ value: a, label: t(`access.${a}`) }))}
                onChange={(access?: (typeof NODE_FIELD_ACCESS)[number]) => {
                  const { [field.value]: _dropped, ...rest } = settings.fieldAccess ?? {};
                  set({ fieldAccess: access ? { ...rest, [field.value]: access } : rest });
                }} />
            </Space>
          ))}
        </Form.Item>
      )}
      <Form.Item>
        <Checkbox checked={settings.opinionRequired ?? false} onChange={(e) => set({ opinionRequired: e.target.checked || undefined })} data-testid="node-opinion">{t('opinionRequired')}</Checkbox>
      </Form.Item>
      <Form.Item label={t('dueHours')}>
        <InputNumber min={0.1} max={24 * 366} value={settings.dueHours} onChange={(v) => set({ dueHours: v ?? undefined })} data-testid="node-due" />
      </Form.Item>
    </Form>
  );
}

// The selected control's properties: its column binding and titles, its own properties (a form generated from the
// control's schema in the engine's registry), rules, options source, linkage (built as rows, stored as json-logic) and
// display format. Text is committed on blur or Enter, so that one edit is one undo step.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Divider, Empty, Flex, Input, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd';
import RjsfForm from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import {
  CONDITION_OPERATORS, CONTROL_PALETTE, conditionGroup, conditionLogic, FORM_GRID_COLUMNS, fieldTitle, LINKAGE_ACTIONS, propsValid, RULE_PATTERNS, rulePatternName,
  type ConditionGroup, type FieldRule, type Form, type FormField, type Language, type LinkageRule, type ShowConfig,
} from '@yc/engine';
import { allFields } from '../document.ts';
import { CommitInput } from './CommitInput.tsx';
import { RemoteSourceEditor, type OptionSources } from './OptionSource.tsx';
import { text } from './texts.ts';

export type { OptionConfig, OptionSources } from './OptionSource.tsx';

export interface ModelColumn { code: string; name: string; type: string }

export interface PropertyPanelProps {
  form: Form;
  field?: FormField;
  lang: Language;
  columns?: readonly ModelColumn[];
  onCreateColumn?(column: ModelColumn): Promise<void>;
  update(key: string, patch: Partial<Omit<FormField, 'key' | 'type'>>): void;
  rekey(key: string, to: string): void;
  /** What the engine's rules find wrong with the control, in the user's language. */
  issues?: readonly string[];
  /** Changes the form's own properties (shown while no control is selected). */
  updateForm?(patch: Partial<Pick<Form, FormProperty>>): void;
  /** The SQL and HTTP configs option controls may read (a code is typed where none are given). */
  optionSources?: OptionSources;
}

/** The form's own properties edited beside the canvas (its code and table model are fixed when it is made). */
const FORM_PROPERTIES = ['formName', 'pcUrl', 'mobileUrl'] as const;
type FormProperty = (typeof FORM_PROPERTIES)[number];

function FormProperties({ form, lang, updateForm }: { form: Form; lang: Language; updateForm(patch: Partial<Pick<Form, FormProperty>>): void }) {
  return (
    <div data-testid="form-properties">
      <Typography.Title level={5} style={{ marginTop: 0 }}>{text(lang, 'formProperties')}</Typography.Title>
      <Typography.Text type="secondary">{text(lang, 'formCode')}: <Typography.Text code>{form.formCode}</Typography.Text></Typography.Text>
      {form.objectName && <Typography.Text type="secondary" style={{ display: 'block' }}>{text(lang, 'objectName')}: <Typography.Text code>{form.objectName}</Typography.Text></Typography.Text>}
      {FORM_PROPERTIES.map((name) => (
        <div key={name}>
          <Label>{text(lang, `form.${name}`)}</Label>
          <CommitInput data-testid={`form-prop-${name}`} aria-label={text(lang, `form.${name}`)} value={form[name]}
            onCommit={(value) => (name === 'formName' && !value.trim() ? undefined : updateForm({ [name]: value.trim() || undefined }))} />
        </div>
      ))}
      <Empty description={text(lang, 'nothingSelected')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
    </div>
  );
}

type Source = 'none' | 'static' | 'dict' | 'sql' | 'http';

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The column a control edits: one of the model's, or a new name typed in (then created with the button below). */
function KeySelect({ field, columns, onChange }: { field: FormField; columns: readonly ModelColumn[]; onChange(key: string): void }) {
  const [search, setSearch] = useState('');
  const typed = search.trim();
  const codes = [...new Set([field.key, ...columns.map((c) => c.code), ...(FIELD_NAME.test(typed) ? [typed] : [])])];
  return (
    <Select
      showSearch={{ onSearch: setSearch }}
      data-testid="prop-key"
      style={{ width: '100%' }}
      value={field.key}
      options={codes.map((code) => {
        const column = columns.find((c) => c.code === code);
        return { value: code, label: column ? `${column.name} (${code})` : code };
      })}
      onChange={(to: string) => {
        setSearch('');
        onChange(to);
      }}
    />
  );
}

const Label = ({ children }: { children: string }) => <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>{children}</Typography.Text>;

export function PropertyPanel({ form, field, lang, columns = [], onCreateColumn, update, rekey, issues = [], updateForm, optionSources }: PropertyPanelProps) {
  if (!field) {
    return updateForm ? <FormProperties form={form} lang={lang} updateForm={updateForm} /> : <Empty description={text(lang, 'nothingSelected')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  }
  const entry = CONTROL_PALETTE[field.type];
  const set = (patch: Partial<Omit<FormField, 'key' | 'type'>>) => update(field.key, patch);
  const showConfig = field.showConfig ?? {};
  const setShow = (patch: Partial<ShowConfig>) => set({ showConfig: dropEmpty({ ...showConfig, ...patch }) });
  return (
    <div data-testid="designer-properties" key={field.key}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>{fieldTitle(field, lang)}</Typography.Title>
      {issues.map((issue) => <Alert key={issue} type="error" showIcon data-testid="prop-issue" style={{ marginBottom: 4 }} title={issue} />)}
      {entry.bindsColumn && (
        <>
          <Label>{text(lang, 'key')}</Label>
          <KeySelect field={field} columns={columns} onChange={(to) => rekey(field.key, to)} />
          {onCreateColumn && !columns.some((c) => c.code === field.key) && (
            <Button size="small" type="link" data-testid="prop-create-column"
              // A refusal is shown by the console that makes the call; the control stays as it is.
              onClick={() => void onCreateColumn({ code: field.key, name: fieldTitle(field, lang), type: field.type }).catch(() => undefined)}>
              {text(lang, 'createColumn', { key: field.key })}
            </Button>
          )}
        </>
      )}
      <Label>{text(lang, 'title')}</Label>
      <CommitInput data-testid="prop-title" value={field.title} onCommit={(title) => set({ title })} />
      <Label>{text(lang, 'titleEn')}</Label>
      <CommitInput data-testid="prop-titleEn" value={field.titleEn} onCommit={(titleEn) => set({ titleEn })} />
      <Label>{text(lang, 'span')}</Label>
      <InputNumber data-testid="prop-span" min={1} max={FORM_GRID_COLUMNS} precision={0} value={field.span ?? FORM_GRID_COLUMNS}
        onChange={(span) => span && set({ span })} />
      {entry.bindsColumn && (
        <>
          <Label>{text(lang, 'placeholder')}</Label>
          <CommitInput data-testid="prop-placeholder" value={field.placeholder} onCommit={(placeholder) => set({ placeholder })} />
        </>
      )}
      {Object.keys(entry.props.properties).length > 0 && (
        <>
          <Divider size="small">{text(lang, 'controlProps')}</Divider>
          <ControlProps field={field} lang={lang} onChange={(props) => set({ props })} />
        </>
      )}
      {entry.bindsColumn && (
        <>
          <Divider size="small">{text(lang, 'rules')}</Divider>
          <RulesEditor rules={field.rules ?? []} lang={lang} onChange={(rules) => set({ rules })} />
        </>
      )}
      {entry.hasOptions && (
        <>
          <Divider size="small">{text(lang, 'options')}</Divider>
          <OptionsEditor form={form} field={field} showConfig={showConfig} lang={lang} sources={optionSources} onChange={setShow} />
        </>
      )}
      {entry.bindsColumn && (
        <>
          <Divider size="small">{text(lang, 'linkage')}</Divider>
          <LinkageEditor form={form} field={field} lang={lang} onChange={(linkage) => setShow({ linkage })} />
          <Label>{text(lang, 'formatExpr')}</Label>
          <CommitInput data-testid="prop-formatExpr" placeholder={text(lang, 'formatHint')} value={showConfig.formatExpr}
            onCommit={(formatExpr) => setShow({ formatExpr: formatExpr || undefined })} />
        </>
      )}
    </div>
  );
}

function dropEmpty(config: ShowConfig): ShowConfig | undefined {
  const kept = Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)));
  return Object.keys(kept).length ? (kept as ShowConfig) : undefined;
}

/**
 * A choice among fixed values is a union of constants with no type of its own, which the property form cannot draw
 * ("Unsupported field schema"): typed as the string it is, it is a select.
 */
function drawable(schema: RJSFSchema): RJSFSchema {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => {
    const p = property as RJSFSchema;
    const choice = !p.type && Array.isArray(p.anyOf) && p.anyOf.every((o) => typeof o === 'object' && 'const' in o);
    return [key, choice ? { ...p, type: 'string' } : p];
  }));
  return { ...schema, properties } as RJSFSchema;
}

/** The control's own properties, from its schema; checked as the user types (propsValid), kept when valid. */
function ControlProps({ field, lang, onChange }: { field: FormField; lang: Language; onChange(props: Record<string, unknown>): void }) {
  const schema = useMemo(() => drawable(CONTROL_PALETTE[field.type].props as unknown as RJSFSchema), [field.type]);
  const [draft, setDraft] = useState<Record<string, unknown>>(field.props ?? {});
  useEffect(() => setDraft(field.props ?? {}), [field.props]);
  const valid = propsValid({ type: field.type, props: draft });
  return (
    <div data-testid="prop-control">
      <RjsfForm
        schema={schema}
        formData={draft}
        validator={validator}
        liveValidate="onChange"
        showErrorList={false}
        uiSchema={{ 'ui:submitButtonOptions': { norender: true } }}
        onChange={(event) => {
          const next = (event.formData ?? {}) as Record<string, unknown>;
          setDraft(next);
          if (propsValid({ type: field.type, props: next }) && JSON.stringify(next) !== JSON.stringify(field.props ?? {})) onChange(next);
        }}
      />
      {!valid && <Alert type="warning" showIcon title={text(lang, 'propsInvalid')} />}
    </div>
  );
}

function RulesEditor({ rules, lang, onChange }: { rules: FieldRule[]; lang: Language; onChange(rules: FieldRule[]): void }) {
  const rule = rules[0] ?? {};
  const set = (patch: Partial<FieldRule>) => {
    const next = Object.fromEntries(Object.entries({ ...rule, ...patch }).filter(([, v]) => v !== undefined && v !== false && v !== '')) as FieldRule;
    onChange(Object.keys(next).length ? [next, ...rules.slice(1)] : rules.slice(1));
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Flex gap={16}>
        <label><Switch size="small" data-testid="rule-required" checked={rule.required === true} onChange={(required) => set({ required })} /> {text(lang, 'required')}</label>
        <label><Switch size="small" data-testid="rule-unionCheck" checked={rule.unionCheck === true} onChange={(unionCheck) => set({ unionCheck })} /> {text(lang, 'unionCheck')}</label>
      </Flex>
      <Select allowClear data-testid="rule-pattern" style={{ width: '100%' }} placeholder={text(lang, 'pattern')} value={rule.pattern}
        options={RULE_PATTERNS.map((p) => ({ value: p.code, label: rulePatternName(p, lang) }))} onChange={(pattern?: string) => set({ pattern })} />
      <InputNumber data-testid="rule-max" min={0} precision={0} placeholder={text(lang, 'max')} value={rule.max} onChange={(max) => set({ max: max ?? undefined })} />
      <CommitInput data-testid="rule-message" placeholder={text(lang, 'message')} value={rule.message} onCommit={(message) => set({ message })} />
    </Space>
  );
}

const sourceOf = (c: ShowConfig): Source => (c.dictOption ? 'dict' : c.sqlConfig ? 'sql' : c.httpConfig ? 'http' : c.options ? 'static' : 'none');
const parseOptions = (lines: string) =>
  lines.split('\n').map((l) => l.trim()).filter(Boolean).map((l) => {
    const [value, ...label] = l.split('=');
    return { value: value!.trim(), label: (label.join('=') || value!).trim() };
  });

interface OptionsEditorProps {
  form: Form;
  field: FormField;
  showConfig: ShowConfig;
  lang: Language;
  sources?: OptionSources;
  onChange(patch: Partial<ShowConfig>): void;
}

function OptionsEditor({ form, field, showConfig, lang, sources, onChange }: OptionsEditorProps) {
  const source = sourceOf(showConfig);
  const none = { options: undefined, dictOption: undefined, sqlConfig: undefined, httpConfig: undefined };
  const code = showConfig.dictOption?.dictCode ?? showConfig.sqlConfig?.sqlCode ?? showConfig.httpConfig?.httpCode ?? '';
  const withCode = (s: Source, c: string): Partial<ShowConfig> =>
    s === 'dict' ? { ...none, dictOption: { dictCode: c } } : s === 'sql' ? { ...none, sqlConfig: { sqlCode: c } } : { ...none, httpConfig: { httpCode: c } };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Radio.Group size="small" data-testid="options-source" value={source} optionType="button"
        options={(['none', 'static', 'dict', 'sql', 'http'] as const).map((s) => ({ value: s, label: text(lang, `source.${s}`) }))}
        onChange={(e) => {
          const s = e.target.value as Source;
          onChange(s === 'none' ? none : s === 'static' ? { ...none, options: [] } : withCode(s, code));
        }} />
      {source === 'static' && (
        <Input.TextArea data-testid="options-static" rows={4} placeholder={text(lang, 'optionsText')}
          defaultValue={(showConfig.options ?? []).map((o) => `${String(o.value)}=${o.label}`).join('\n')}
          onBlur={(e) => onChange({ options: parseOptions(e.target.value) })} />
      )}
      {(source === 'sql' || source === 'http') && (
        <RemoteSourceEditor kind={source} form={form} field={field} showConfig={showConfig} lang={lang} configs={sources?.[source]} onChange={onChange} />
      )}
      {source === 'dict' && (
        <CommitInput data-testid="options-code" aria-label={text(lang, 'sourceCode')} placeholder={text(lang, 'sourceCode')} value={code}
          onCommit={(c) => onChange(withCode(source, c))} />
      )}
    </Space>
  );
}

/** The linkage condition's value box: it takes the rest of its row, never narrower than a short word or number. */
export const VALUE_BOX = { flex: '1 1 160px', minWidth: 160 } as const;

/** Linkage rules acting on this control, each a condition built as rows and one action. */
function LinkageEditor({ form, field, lang, onChange }: { form: Form; field: FormField; lang: Language; onChange(linkage: LinkageRule[]): void }) {
  const rules = field.showConfig?.linkage ?? [];
  const others = useMemo(
    () => allFields(form.fields).filter((f) => f.key !== field.key && CONTROL_PALETTE[f.type].bindsColumn).map((f) => ({ value: f.key, label: `${fieldTitle(f, lang)} (${f.key})` })),
    [form, field.key, lang],
  );
  const setRule = (i: number, rule: LinkageRule | undefined) => onChange(rule ? rules.map((r, j) => (j === i ? rule : r)) : rules.filter((_, j) => j !== i));
  const setGroup = (i: number, group: ConditionGroup) => setRule(i, { ...rules[i]!, when: conditionLogic(group) });
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="linkage">
      {rules.map((rule, i) => {
        const group = conditionGroup(rule.when);
        const action = rule.actions.find((a) => a.target === field.key)?.action ?? 'show';
        return (
          <div key={i} style={{ border: '1px solid #f0f0f0', borderRadius: 4, padding: 6 }} data-testid={`linkage-rule-${i}`}>
            {group ? (
              <>
                <Flex gap={4} align="center">
                  <Typography.Text>{text(lang, 'linkageWhen')}</Typography.Text>
                  <Radio.Group size="small" value={group.combine} onChange={(e) => setGroup(i, { ...group, combine: e.target.value as 'and' | 'or' })}
                    options={[{ value: 'and', label: text(lang, 'and') }, { value: 'or', label: text(lang, 'or') }]} />
                </Flex>
                {group.rows.map((row, r) => (
                  <Flex key={r} gap={4} wrap style={{ marginTop: 4 }}>
                    <Select size="small" style={{ flex: '2 1 120px' }} data-testid={`linkage-field-${i}-${r}`} value={row.field} options={others}
                      onChange={(f: string) => setGroup(i, { ...group, rows: group.rows.map((x, k) => (k === r ? { ...x, field: f } : x)) })} />
                    <Select size="small" style={{ flex: '1 1 80px' }} value={row.op} options={CONDITION_OPERATORS.map((o) => ({ value: o, label: text(lang, `op.${o}`) }))}
                      onChange={(op: (typeof CONDITION_OPERATORS)[number]) => setGroup(i, { ...group, rows: group.rows.map((x, k) => (k === r ? { ...x, op } : x)) })} />
                    {row.op !== 'empty' && row.op !== 'notEmpty' && (
                      // Wide enough to read what is typed: on a line of its own when the panel is narrow.
                      <div style={VALUE_BOX} data-testid={`linkage-value-box-${i}-${r}`}>
                        <CommitInput data-testid={`linkage-value-${i}-${r}`} value={row.value === undefined ? '' : String(row.value)}
                          onCommit={(v) => setGroup(i, { ...group, rows: group.rows.map((x, k) => (k === r ? { ...x, value: v } : x)) })} />
                      </div>
                    )}
                  </Flex>
                ))}
                <Button size="small" type="link" disabled={others.length === 0} data-testid={`linkage-add-row-${i}`}
                  onClick={() => setGroup(i, { ...group, rows: [...group.rows, { field: others[0]!.value, op: 'eq', value: '' }] })}>
                  {text(lang, 'addCondition')}
                </Button>
              </>
            ) : (
              <Typography.Text code>{JSON.stringify(rule.when)}</Typography.Text>
            )}
            <Flex gap={4} align="center" style={{ marginTop: 4 }}>
              <Typography.Text>{text(lang, 'linkageThen')}</Typography.Text>
              <Select size="small" style={{ flex: 1 }} value={action} data-testid={`linkage-action-${i}`}
                options={LINKAGE_ACTIONS.filter((a) => a !== 'setValue').map((a) => ({ value: a, label: text(lang, `action.${a as Exclude<typeof a, 'setValue'>}`) }))}
                onChange={(a: LinkageRule['actions'][number]['action']) =>
                  setRule(i, { ...rule, actions: [...rule.actions.filter((x) => x.target !== field.key), { action: a, target: field.key }] })} />
              <Button size="small" danger onClick={() => setRule(i, undefined)}>{text(lang, 'removeRule')}</Button>
            </Flex>
          </div>
        );
      })}
      <Button size="small" data-testid="linkage-add" disabled={others.length === 0}
        onClick={() => onChange([...rules, { when: conditionLogic({ combine: 'and', rows: [{ field: others[0]!.value, op: 'eq', value: '' }] }), actions: [{ action: 'show', target: field.key }] }])}>
        {text(lang, 'addRule')}
      </Button>
    </Space>
  );
}

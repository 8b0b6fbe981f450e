// A flow's condition: built visually as rows (field, operator, value) joined by and / or, compiled by the engine to the
// JUEL expression the runner evaluates in its sandbox, and read back into rows when the builder made it; any other
// expression is edited as text.
import { useState } from 'react';
import { Alert, AutoComplete, Button, Input, Radio, Select, Space, Typography } from 'antd';
import { MessageError, renderMessage, type Language } from '@yc/engine';
import { CONDITION_OPERATORS, compileCondition, parseCondition, type ConditionGroup, type ConditionRule } from '@yc/engine/bpm';
import type { ChoiceOption } from './props.ts';
import { text, type ProcessText } from './texts.ts';

export interface ConditionBuilderProps {
  lang: Language;
  /** The flow's expression now (none: no condition). */
  expression?: string;
  /** The language the file names for it, when not the platform's. */
  language?: string;
  /** Fields to choose from (the process form's); any name may be typed. */
  fields: readonly ChoiceOption[];
  onChange(expression: string | undefined): void;
}

const UNARY = new Set(['empty', 'notEmpty']);

/** A typed value as the builder's literal: a number or a boolean when it reads as one, else text. */
function typedValue(raw: string): string | number | boolean {
  if (/^-?\d+(\.\d+)?$/.test(raw.trim())) return Number(raw);
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return raw;
}

const emptyGroup = (): ConditionGroup => ({ combinator: 'and', rules: [{ field: '', op: 'eq', value: '' }] });

export function ConditionBuilder({ lang, expression, language, fields, onChange }: ConditionBuilderProps) {
  const parsed = expression ? parseCondition(expression) : undefined;
  const [mode, setMode] = useState<'builder' | 'expression'>(expression && !parsed ? 'expression' : 'builder');
  const [group, setGroup] = useState<ConditionGroup>(parsed ?? emptyGroup());
  const [raw, setRaw] = useState(expression ?? '');
  const [problem, setProblem] = useState<string>();
  const t = (code: ProcessText, params?: Record<string, string | number>) => text(lang, code, params);

  const setRule = (index: number, patch: Partial<ConditionRule>) =>
    setGroup((g) => ({ ...g, rules: g.rules.map((r, i) => (i === index ? { ...r, ...patch } : r)) }));

  const apply = () => {
    try {
      const compiled = compileCondition({ ...group, rules: group.rules.map((r) => (UNARY.has(r.op) ? { field: r.field, op: r.op } : r)) });
      setProblem(undefined);
      setRaw(compiled);
      onChange(compiled);
    } catch (error) {
      setProblem(error instanceof MessageError && error.catalogued ? renderMessage(error.catalogued, lang) : (error as Error).message);
    }
  };

  return (
    <div data-testid="condition-builder">
      <Radio.Group size="small" value={mode} onChange={(e) => setMode(e.target.value)} style={{ marginBottom: 8 }}
        options={(['builder', 'expression'] as const).map((m) => ({ value: m, label: t(`mode.${m}`) }))} data-testid="condition-mode" />
      {language && <Typography.Paragraph type="secondary">{t('otherLanguage', { language })}</Typography.Paragraph>}
      {mode === 'builder' ? (
        <>
          {expression && !parsed && <Alert type="info" showIcon title={t('notBuilderCondition')} style={{ marginBottom: 8 }} />}
          {group.rules.length > 1 && (
            <Radio.Group size="small" value={group.combinator} onChange={(e) => setGroup({ ...group, combinator: e.target.value })} data-testid="condition-combinator"
              options={(['and', 'or'] as const).map((c) => ({ value: c, label: t(c) }))} style={{ marginBottom: 8 }} />
          )}
          {group.rules.map((rule, i) => (
            <Space.Compact key={i} block style={{ marginBottom: 6 }} data-testid={`condition-rule-${i}`}>
              <AutoComplete size="small" style={{ width: '34%' }} placeholder={t('conditionField')} value={rule.field} options={fields.map((f) => ({ value: f.value, label: f.label }))}
                onChange={(field: string) => setRule(i, { field })} data-testid={`condition-field-${i}`} />
              <Select size="small" style={{ width: '30%' }} value={rule.op} onChange={(op) => setRule(i, { op })} data-testid={`condition-op-${i}`}
                options={CONDITION_OPERATORS.map((op) => ({ value: op, label: t(`op.${op}`) }))} />
              {!UNARY.has(rule.op) && (
                <Input size="small" style={{ width: '28%' }} placeholder={t('conditionValue')} value={rule.value === undefined ? '' : String(rule.value)}
                  onChange={(e) => setRule(i, { value: typedValue(e.target.value) })} data-testid={`condition-value-${i}`} />
              )}
              <Button size="small" aria-label={t('removeRule')} disabled={group.rules.length === 1} onClick={() => setGroup({ ...group, rules: group.rules.filter((_, j) => j !== i) })}>×</Button>
            </Space.Compact>
          ))}
          <Space wrap>
            <Button size="small" onClick={() => setGroup({ ...group, rules: [...group.rules, { field: '', op: 'eq', value: '' }] })} data-testid="condition-add">{t('addRule')}</Button>
            <Button size="small" type="primary" onClick={apply} data-testid="condition-apply">{t('applyCondition')}</Button>
          </Space>
        </>
      ) : (
        <>
          <Input.TextArea rows={2} value={raw} onChange={(e) => setRaw(e.target.value)} style={{ fontFamily: 'monospace' }} data-testid="condition-expression"
            onBlur={() => raw.trim() !== (expression ?? '') && onChange(raw.trim() || undefined)} />
        </>
      )}
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 8 }} data-testid="condition-problem" />}
      {expression && (
        <div style={{ marginTop: 8 }}>
          <Typography.Text code data-testid="condition-compiled">{expression}</Typography.Text>{' '}
          <Button size="small" type="link" danger onClick={() => {
            setGroup(emptyGroup());
            setRaw('');
            onChange(undefined);
          }} data-testid="condition-clear">{t('clearCondition')}</Button>
        </div>
      )}
    </div>
  );
}

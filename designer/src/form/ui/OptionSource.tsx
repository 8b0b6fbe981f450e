// Where a select, radio or checkbox reads its options from a SQL or HTTP config: the config chosen among the ones the
// console lists (or its code typed when it lists none), and its parameters — each parameter key fed by another
// control of the form (outKey: a change of that control asks for the options again) or by a default value when that
// control is empty. The engine's rules (parameter key non-empty and unique, outKey a control of the form) are shown at
// the control by the property panel.
import { Button, Flex, Select, Space, Typography } from 'antd';
import { CONTROL_PALETTE, fieldTitle, type Form, type FormField, type Language, type ShowConfig, type SqlParameterConfig } from '@yc/engine';
import { allFields } from '../document.ts';
import { CommitInput } from './CommitInput.tsx';
import { text } from './texts.ts';

/** A config the console offers: its code, its name and the parameters it declares. */
export interface OptionConfig { code: string; name?: string; parameters?: readonly string[] }

/** The SQL and HTTP configs the console offers to option controls. */
export interface OptionSources { sql?: readonly OptionConfig[]; http?: readonly OptionConfig[] }

export type RemoteKind = 'sql' | 'http';

/** The code and parameters of a kind's config in a showConfig. */
export function remoteConfig(showConfig: ShowConfig, kind: RemoteKind): { code: string; parameters: SqlParameterConfig[] } {
  return kind === 'sql'
    ? { code: showConfig.sqlConfig?.sqlCode ?? '', parameters: showConfig.sqlConfig?.sqlParameterConfig ?? [] }
    : { code: showConfig.httpConfig?.httpCode ?? '', parameters: showConfig.httpConfig?.httpParameterConfig ?? [] };
}

/** The showConfig patch that sets a kind's config (no parameter list kept when it is empty). */
export function withRemoteConfig(kind: RemoteKind, code: string, parameters: readonly SqlParameterConfig[]): Partial<ShowConfig> {
  const none = { options: undefined, dictOption: undefined, sqlConfig: undefined, httpConfig: undefined };
  const list = parameters.length ? [...parameters] : undefined;
  return kind === 'sql'
    ? { ...none, sqlConfig: { sqlCode: code, ...(list ? { sqlParameterConfig: list } : {}) } }
    : { ...none, httpConfig: { httpCode: code, ...(list ? { httpParameterConfig: list } : {}) } };
}

/** A parameter as stored: empty outKey and defaultValue left out. */
const tidy = (p: SqlParameterConfig): SqlParameterConfig => ({
  parameterKey: p.parameterKey,
  ...(p.outKey ? { outKey: p.outKey } : {}),
  ...(p.defaultValue !== undefined && p.defaultValue !== '' ? { defaultValue: p.defaultValue } : {}),
});

interface Props {
  kind: RemoteKind;
  form: Form;
  field: FormField;
  showConfig: ShowConfig;
  lang: Language;
  configs?: readonly OptionConfig[];
  onChange(patch: Partial<ShowConfig>): void;
}

export function RemoteSourceEditor({ kind, form, field, showConfig, lang, configs, onChange }: Props) {
  const { code, parameters } = remoteConfig(showConfig, kind);
  const set = (nextCode: string, next: readonly SqlParameterConfig[]) => onChange(withRemoteConfig(kind, nextCode, next.map(tidy)));
  const setParam = (i: number, patch: Partial<SqlParameterConfig>) => set(code, parameters.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const others = allFields(form.fields)
    .filter((f) => f.key !== field.key && CONTROL_PALETTE[f.type].bindsColumn)
    .map((f) => ({ value: f.key, label: `${fieldTitle(f, lang)} (${f.key})` }));
  /** A config picked: its declared parameters become rows when the control has none yet. */
  const choose = (picked: string) => {
    const declared = configs?.find((c) => c.code === picked)?.parameters ?? [];
    set(picked, parameters.length || !declared.length ? parameters : declared.map((parameterKey) => ({ parameterKey })));
  };
  const known = configs?.find((c) => c.code === code)?.parameters ?? [];
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="options-remote">
      {configs && configs.length > 0 ? (
        <Select showSearch={{ optionFilterProp: 'label' }} data-testid="options-code" aria-label={text(lang, 'sourceCode')} style={{ width: '100%' }}
          placeholder={text(lang, `choose.${kind}`)} value={code || undefined}
          options={[...configs.map((c) => ({ value: c.code, label: c.name ? `${c.name} (${c.code})` : c.code })),
            ...(code && !configs.some((c) => c.code === code) ? [{ value: code, label: code }] : [])]}
          onChange={(picked: string) => choose(picked)} />
      ) : (
        <CommitInput data-testid="options-code" aria-label={text(lang, 'sourceCode')} placeholder={text(lang, 'sourceCode')} value={code}
          onCommit={(c) => choose(c.trim())} />
      )}
      <Typography.Text type="secondary">{text(lang, 'parameters')}</Typography.Text>
      {parameters.map((p, i) => (
        <Flex key={i} gap={4} align="center" data-testid={`param-${i}`}>
          <div style={{ flex: 3, minWidth: 0 }}>
            <CommitInput data-testid={`param-key-${i}`} aria-label={text(lang, 'parameterKey')} placeholder={text(lang, 'parameterKey')} value={p.parameterKey}
              onCommit={(parameterKey) => setParam(i, { parameterKey: parameterKey.trim() })} />
          </div>
          <Select size="middle" allowClear style={{ flex: 3, minWidth: 0 }} data-testid={`param-field-${i}`} aria-label={text(lang, 'parameterField')}
            placeholder={text(lang, 'parameterField')} value={p.outKey || undefined} options={others}
            onChange={(outKey?: string) => setParam(i, { outKey })} />
          <div style={{ flex: 2, minWidth: 0 }}>
            <CommitInput data-testid={`param-default-${i}`} aria-label={text(lang, 'parameterDefault')} placeholder={text(lang, 'parameterDefault')} value={p.defaultValue}
              onCommit={(defaultValue) => setParam(i, { defaultValue })} />
          </div>
          <Button size="small" danger type="text" data-testid={`param-remove-${i}`} aria-label={text(lang, 'removeParameter')}
            onClick={() => set(code, parameters.filter((_, j) => j !== i))}>×</Button>
        </Flex>
      ))}
      <Button size="small" data-testid="param-add"
        onClick={() => set(code, [...parameters, { parameterKey: known.find((k) => !parameters.some((p) => p.parameterKey === k)) ?? '' }])}>
        {text(lang, 'addParameter')}
      </Button>
    </Space>
  );
}

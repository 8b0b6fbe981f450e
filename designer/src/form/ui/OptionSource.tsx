// Where a select, radio or checkbox reads its options from a SQL or HTTP config: the config chosen among the ones the
// console lists (or its code typed when it lists none), and its parameters — each parameter key fed by another
// control of the form (outKey: a change of that control asks for the options again) or by a default value when that
// control is empty. A SQL config also names the parameter that gets the text typed (searchKey: searched on the server)
// and the one that gets the stored value (valueKey: its label, and its check at save), chosen among the config's declared
// parameters. An edit keeps every other member of the config it does not show. The engine's rules (parameter key
// non-empty and unique, outKey a control of the form, a searchKey with its valueKey) are shown at the control by the
// property panel.
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

type SqlConfig = NonNullable<ShowConfig['sqlConfig']>;
type HttpConfig = NonNullable<ShowConfig['httpConfig']>;

/**
 * The showConfig patch that sets a kind's config (no parameter list kept when it is empty). `previous`, the showConfig
 * edited: the members of its config of that kind other than the code and the parameters (searchKey, valueKey, any a
 * newer engine adds) are kept.
 */
export function withRemoteConfig(kind: RemoteKind, code: string, parameters: readonly SqlParameterConfig[], previous?: ShowConfig): Partial<ShowConfig> {
  const none = { options: undefined, dictOption: undefined, sqlConfig: undefined, httpConfig: undefined };
  const list = parameters.length ? [...parameters] : undefined;
  if (kind === 'sql') {
    const { sqlCode: _code, sqlParameterConfig: _list, ...rest } = previous?.sqlConfig ?? ({} as Partial<SqlConfig>);
    return { ...none, sqlConfig: { ...rest, sqlCode: code, ...(list ? { sqlParameterConfig: list } : {}) } };
  }
  const { httpCode: _code, httpParameterConfig: _list, ...rest } = previous?.httpConfig ?? ({} as Partial<HttpConfig>);
  return { ...none, httpConfig: { ...rest, httpCode: code, ...(list ? { httpParameterConfig: list } : {}) } };
}

/** The showConfig patch that sets (or, empty, removes) a SQL config's searchKey or valueKey, the rest kept. */
export function withSqlKey(showConfig: ShowConfig, member: 'searchKey' | 'valueKey', value: string | undefined): Partial<ShowConfig> {
  const { [member]: _old, ...rest } = showConfig.sqlConfig ?? ({ sqlCode: '' } as SqlConfig);
  const next = value?.trim();
  return { sqlConfig: { ...rest, ...(next ? { [member]: next } : {}) } };
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
  const set = (nextCode: string, next: readonly SqlParameterConfig[]) => onChange(withRemoteConfig(kind, nextCode, next.map(tidy), showConfig));
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
      {kind === 'sql' && (
        <SqlKeys showConfig={showConfig} lang={lang} declared={configs ? known : undefined} onChange={onChange} />
      )}
    </Space>
  );
}

/**
 * The searchKey and valueKey of a SQL config: chosen among its declared parameters when the console lists the configs
 * (a value it does not declare still shown), typed otherwise.
 */
function SqlKeys({ showConfig, lang, declared, onChange }: {
  showConfig: ShowConfig; lang: Language; declared?: readonly string[]; onChange(patch: Partial<ShowConfig>): void;
}) {
  const keyInput = (member: 'searchKey' | 'valueKey') => {
    const value = showConfig.sqlConfig?.[member];
    const label = text(lang, member);
    const set = (next?: string) => onChange(withSqlKey(showConfig, member, next));
    return (
      <Flex key={member} gap={4} align="center">
        <Typography.Text style={{ flex: 2 }}>{label}</Typography.Text>
        <div style={{ flex: 3, minWidth: 0 }}>
          {declared ? (
            <Select allowClear style={{ width: '100%' }} data-testid={`options-${member}`} aria-label={label} placeholder={label} value={value || undefined}
              options={[...declared, ...(value && !declared.includes(value) ? [value] : [])].map((k) => ({ value: k, label: k }))}
              onChange={(next?: string) => set(next)} />
          ) : (
            <CommitInput data-testid={`options-${member}`} aria-label={label} placeholder={label} value={value} onCommit={set} />
          )}
        </div>
      </Flex>
    );
  };
  return (
    <>
      <Typography.Text type="secondary">{text(lang, 'searchKeys')}</Typography.Text>
      {keyInput('searchKey')}
      {keyInput('valueKey')}
    </>
  );
}

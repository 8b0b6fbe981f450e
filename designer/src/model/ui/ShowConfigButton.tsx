// The data source of a column's control (showConfig): none, a dictionary, or a static list of options.
// Other settings of the showConfig (linkage, formats) are kept as they are.
import { Button, Modal, Radio, Select, Input, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { inLanguage, type Language, type Option, type ShowConfig } from '@yc/engine';
import { modelText } from './texts.ts';

/** A dictionary to choose from. */
export interface DictChoice {
  dictCode: string;
  dictName: string;
  dictNameEn?: string | null;
}

type Source = 'none' | 'dict' | 'options';

/** Static options as lines of `value=label`. */
export const optionsToText = (options: readonly Option[] = []) => options.map((o) => `${String(o.value)}=${o.label}`).join('\n');
export const textToOptions = (text: string): Option[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf('=');
      return at < 0 ? { value: line, label: line } : { value: line.slice(0, at).trim(), label: line.slice(at + 1).trim() };
    });

/** The dictionaries, read each time the editor opens (one may have been added meanwhile). */
function useDictionaries(open: boolean, dictionaries: () => Promise<DictChoice[]>): DictChoice[] {
  const [list, setList] = useState<DictChoice[]>([]);
  useEffect(() => {
    if (!open) return;
    let live = true;
    dictionaries().then(
      (l) => live && setList(l),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, dictionaries]);
  return list;
}

export interface ShowConfigButtonProps {
  value: ShowConfig | undefined;
  onChange(value: ShowConfig | undefined): void;
  lang: Language;
  /** The enterprise's dictionaries (the console reads them). */
  dictionaries(): Promise<DictChoice[]>;
  testId?: string;
}

export function ShowConfigButton({ value, onChange, lang, dictionaries, testId }: ShowConfigButtonProps) {
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<Source>('none');
  const [dictCode, setDictCode] = useState<string>();
  const [text, setText] = useState('');
  const dicts = useDictionaries(open, dictionaries);

  const show = () => {
    setSource(value?.dictOption ? 'dict' : value?.options?.length ? 'options' : 'none');
    setDictCode(value?.dictOption?.dictCode);
    setText(optionsToText(value?.options));
    setOpen(true);
  };
  const save = () => {
    const { dictOption: _d, options: _o, ...rest } = value ?? {};
    const next: ShowConfig = {
      ...rest,
      ...(source === 'dict' && dictCode ? { dictOption: { dictCode } } : {}),
      ...(source === 'options' ? { options: textToOptions(text) } : {}),
    };
    onChange(Object.keys(next).length ? next : undefined);
    setOpen(false);
  };
  const summary = value?.dictOption ? <Tag color="blue">{value.dictOption.dictCode}</Tag> : value?.options?.length ? <Tag>{modelText(lang, 'staticOptions', { count: value.options.length })}</Tag> : null;

  return (
    <>
      <Button size="small" onClick={show} data-testid={testId}>
        {summary ?? modelText(lang, 'configure')}
      </Button>
      <Modal open={open} title={modelText(lang, 'showConfig')} onCancel={() => setOpen(false)} onOk={save} destroyOnHidden okButtonProps={{ 'data-testid': 'show-config-ok' }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Radio.Group
            value={source}
            onChange={(e) => setSource(e.target.value as Source)}
            options={(['none', 'dict', 'options'] as const).map((s) => ({ value: s, label: modelText(lang, `source.${s}`) }))}
          />
          {source === 'dict' && (
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: '100%' }}
              value={dictCode}
              onChange={setDictCode}
              placeholder={modelText(lang, 'source.dict')}
              data-testid="show-config-dict"
              options={dicts.map((d) => ({ value: d.dictCode, label: `${inLanguage(d.dictName, d.dictNameEn, lang)} (${d.dictCode})` }))}
            />
          )}
          {source === 'options' && <Input.TextArea rows={5} value={text} onChange={(e) => setText(e.target.value)} placeholder="1=Yes" />}
        </Space>
      </Modal>
    </>
  );
}

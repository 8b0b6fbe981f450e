// The form a process template is bound to, picked from the enterprise's forms by name or code (a list the user may
// not read leaves the picker empty; the server checks the code on save).
import { Select, type SelectProps } from 'antd';
import { useEffect, useState } from 'react';
import { metadataApi } from '../../api/eform.ts';

export function FormCodePicker(props: SelectProps<string>) {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    metadataApi.list('form', { pageNo: 1, pageSize: 500 }).then(
      (page) => live && setOptions(page.records.map((f) => ({ value: f.formCode, label: `${f.formName} (${f.formCode})` }))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return <Select showSearch allowClear optionFilterProp="label" options={options} data-testid="bpm-template-form" {...props} />;
}

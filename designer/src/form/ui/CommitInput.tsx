// An input whose value reaches the document when the user leaves it or presses Enter (one edit, one undo step).
import { useEffect, useState } from 'react';
import { Input } from 'antd';

export function CommitInput({ value, onCommit, ...rest }: { value?: string; onCommit(value: string): void; placeholder?: string; 'data-testid'?: string; 'aria-label'?: string }) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const commit = () => {
    if (draft !== (value ?? '')) onCommit(draft);
  };
  return <Input {...rest} value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={commit} onPressEnter={commit} />;
}

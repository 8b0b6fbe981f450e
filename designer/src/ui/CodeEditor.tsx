// A JavaScript editor (CodeMirror 6): line numbers, highlighting, brackets; read-only where scripts may not be edited.
import CodeMirror from '@uiw/react-codemirror';
import { javascript } from '@codemirror/lang-javascript';

const EXTENSIONS = [javascript()];

export interface CodeEditorProps {
  value: string;
  readOnly: boolean;
  onChange(value: string): void;
  testId?: string;
  label: string;
}

export function CodeEditor({ value, readOnly, onChange, testId, label }: CodeEditorProps) {
  return (
    <div data-testid={testId} data-readonly={readOnly} style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }}>
      <CodeMirror
        value={value}
        height="180px"
        extensions={EXTENSIONS}
        readOnly={readOnly}
        editable={!readOnly}
        aria-label={label}
        basicSetup={{ foldGutter: false }}
        onChange={(next) => {
          if (!readOnly) onChange(next);
        }}
      />
    </div>
  );
}

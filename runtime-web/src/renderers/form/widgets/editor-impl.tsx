// A light rich-text editor: a contentEditable area with a toolbar (bold, italic, underline, lists, link, clear). The
// value is the area's HTML; what it starts from is cleaned by the engine's allow-list first, and the server cleans again
// before it stores anything.
import { useEffect, useRef } from 'react';
import { Button, Space, Tooltip } from 'antd';
import {
  BoldOutlined, ClearOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { richTextUrlAllowed } from '../../engine.ts';
import { controlText } from './control-texts.ts';
import { safeRichText } from './rich-text-view.ts';

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList' | 'removeFormat' | 'createLink';

const TOOLS: { command: Command; icon: React.ReactNode; label: Parameters<typeof controlText>[0] }[] = [
  { command: 'bold', icon: <BoldOutlined />, label: 'bold' },
  { command: 'italic', icon: <ItalicOutlined />, label: 'italic' },
  { command: 'underline', icon: <UnderlineOutlined />, label: 'underline' },
  { command: 'insertUnorderedList', icon: <UnorderedListOutlined />, label: 'bulleted' },
  { command: 'insertOrderedList', icon: <OrderedListOutlined />, label: 'numbered' },
  { command: 'createLink', icon: <LinkOutlined />, label: 'link' },
  { command: 'removeFormat', icon: <ClearOutlined />, label: 'clearFormat' },
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export default function RichTextEditor(p: WidgetProps) {
  const area = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  const locked = p.disabled === true || p.readonly === true;

  // The area is written only when the value changes from outside (a reset, another record), never while typing.
  useEffect(() => {
    const value = text(p.value);
    if (!area.current || value === shown.current) return;
    area.current.innerHTML = safeRichText(value);
    shown.current = value;
  }, [p.value]);

  const changed = () => {
    const html = area.current?.innerHTML ?? '';
    const empty = (area.current?.textContent ?? '').trim() === '' && !area.current?.querySelector('img');
    shown.current = empty ? '' : html;
    p.onChange(empty ? p.options.emptyValue : html);
  };

  const run = (command: Command) => {
    area.current?.focus();
    if (command === 'createLink') {
      const url = window.prompt(controlText('linkAddress'), 'https://')?.trim();
      if (!url || !richTextUrlAllowed(url)) return;
      document.execCommand('createLink', false, url);
    } else {
      document.execCommand(command);
    }
    changed();
  };

  return (
    <div data-testid={`editor-${p.id}`} style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      {!locked && (
        <Space size={0} style={{ borderBottom: '1px solid #f0f0f0', padding: 2, display: 'flex' }}>
          {TOOLS.map((tool) => (
            <Tooltip key={tool.command} title={controlText(tool.label)}>
              <Button type="text" size="small" icon={tool.icon} aria-label={controlText(tool.label)} onMouseDown={(e) => e.preventDefault()} onClick={() => run(tool.command)} />
            </Tooltip>
          ))}
        </Space>
      )}
      <div
        id={p.id}
        ref={area}
        role="textbox"
        aria-multiline="true"
        contentEditable={!locked}
        suppressContentEditableWarning
        onInput={changed}
        onBlur={() => p.onBlur(p.id, p.value)}
        style={{ minHeight: 120, padding: '4px 11px', outline: 'none', background: locked ? '#f5f5f5' : undefined }}
      />
    </div>
  );
}

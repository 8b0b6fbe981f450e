// The button (display: form-button.tsx), affix and table (layout) controls of the form renderer. A table lays its children out in a
// bordered grid of `cols` columns (props.cols, 2 when unset); an affix keeps its children in view when the page scrolls.
import { Affix, Row } from 'antd';
import type { ReactNode } from 'react';
import type { NodeRendererProps } from '../registry.ts';
import { FormButton } from './form-button.tsx';

const GUTTER = 16;
const CELL = { border: '1px solid #f0f0f0', padding: '8px 8px 0', verticalAlign: 'top' } as const;

export function ButtonNode({ node }: NodeRendererProps) {
  return <FormButton node={node} />;
}

export function AffixNode({ node, renderNodes }: NodeRendererProps) {
  const offsetTop = typeof node.props?.offsetTop === 'number' ? node.props.offsetTop : 0;
  return (
    <Affix offsetTop={offsetTop}>
      <div data-testid={`affix-${node.key}`} style={{ background: 'inherit' }}>
        <Row gutter={GUTTER}>{renderNodes(node.children ?? [])}</Row>
      </div>
    </Affix>
  );
}

export function TableNode({ node, renderNodes }: NodeRendererProps) {
  const raw = Number(node.props?.cols);
  const cols = Number.isInteger(raw) && raw >= 1 && raw <= 12 ? raw : 2;
  const children = node.children ?? [];
  const rows: ReactNode[] = [];
  for (let i = 0; i < children.length; i += cols) {
    const cells = children.slice(i, i + cols);
    rows.push(
      <tr key={i}>
        {cells.map((child) => (
          <td key={child.key} style={{ ...CELL, width: `${100 / cols}%` }}>
            <Row gutter={GUTTER}>{renderNodes([{ ...child, span: 24 }])}</Row>
          </td>
        ))}
        {cells.length < cols && <td colSpan={cols - cells.length} style={CELL} />}
      </tr>,
    );
  }
  return (
    <div style={{ marginBottom: 16 }}>
      {node.title && <div style={{ fontWeight: 600, marginBottom: 8 }}>{node.title}</div>}
      <table data-testid={`table-${node.key}`} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
}

// The ER designer: the table models of an app group on an @xyflow/react diagram — a node per table with its columns,
// an edge per main/sub relation (label: one to one, one to many). Dragging from a table's right edge onto a column of
// another table makes that column the foreign key of a new sub table; a selected relation changes its type or is
// removed. Each change is handed to the console, which saves the model (the engine's model rules apply there). Tables
// dragged stay where they were put (the console keeps the places in the group's ER model); a table clicked shows its
// sync state and the console's tools for it (create or sync the table, with the DDL preview).
import { useMemo, useState, type ReactNode } from 'react';
import {
  Background, Controls, Handle, Position, ReactFlow, ReactFlowProvider, type Connection, type Edge, type Node, type NodeProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Alert, Button, Select, Space, Tag, Typography } from 'antd';
import { defineTexts, type Language } from '@yc/engine';
import { designerText } from '../../ui/texts.ts';
import { connectionLink, erGraph, type ErTable, type ModelLink, type Positions, type RelationType } from '../graph.ts';

export const ER_TEXTS = defineTexts({
  zh_CN: {
    empty: 'ER 模型未设置或无效：该分组还没有表',
    oneToOne: '一对一',
    oneToMany: '一对多',
    refused: '不能这样关联：{{detail}}',
    refusedDetail: '子表只能有一个主表，且主从关系不能成环',
    relation: '关系',
    remove: '删除关系',
    hint: '从主表右侧拖到子表的外键列以建立关系',
    table: '表',
    // As the models' list says them.
    'state.notCreated': '未创建',
    'state.notSynced': '未同步',
    'state.created': '已创建',
    'state.synced': '已同步',
  },
  en_US: {
    empty: 'ER model not set or invalid: the group has no tables yet',
    oneToOne: 'one to one',
    oneToMany: 'one to many',
    refused: 'These tables cannot be related so: {{detail}}',
    refusedDetail: 'a sub table has one main table, and main tables do not form a cycle',
    relation: 'Relation',
    remove: 'Remove the relation',
    hint: "Drag from a main table's right edge onto the foreign key column of a sub table",
    table: 'Table',
    'state.notCreated': 'Not created',
    'state.notSynced': 'Not synced',
    'state.created': 'Created',
    'state.synced': 'Synced',
  },
});
const t = designerText(ER_TEXTS);

export interface ErDesignerProps {
  tables: readonly ErTable[];
  lang: Language;
  /** Saves what a change does to one model; the diagram follows the models the console hands back. */
  onLink(link: ModelLink): Promise<void>;
  /** Where the tables stand (the stored diagram's places); the others are laid out on a grid. */
  positions?: Positions;
  /** A table was dragged: every table's place now (for the console to keep). */
  onMoved?(positions: Positions): void;
  /** The console's tools for a table clicked on the diagram (create or sync it). */
  tableTools?(table: ErTable): ReactNode;
}

type TableNodeData = { table: ErTable; lang: Language };

function TableNode({ data }: NodeProps<Node<TableNodeData>>) {
  const { table, lang } = data;
  return (
    <div data-testid={`er-table-${table.tableName}`} style={{ background: '#fff', border: '1px solid #d9d9d9', borderRadius: 6, minWidth: 200, fontSize: 12 }}>
      <div style={{ padding: '6px 8px', background: '#f5f5f5', borderBottom: '1px solid #d9d9d9', position: 'relative' }}>
        <Typography.Text strong>{table.tableDesc || table.tableName}</Typography.Text> <Typography.Text type="secondary" code>{table.tableName}</Typography.Text>
        {/* The state the models' list shows: a table not created is not called "not synced". */}
        {(table.isSync === 'notCreated' || table.isSync === 'notSynced') && <Tag color="orange" style={{ marginLeft: 4 }} data-testid={`er-state-${table.tableName}`}>{t(lang, `state.${table.isSync}`)}</Tag>}
        <Handle type="source" position={Position.Right} id="main" data-testid={`er-source-${table.tableName}`} style={{ width: 10, height: 10, background: '#1677ff' }} />
      </div>
      {table.columns.map((column) => (
        <div key={column.colCode} data-testid={`er-column-${table.tableName}-${column.colCode}`} style={{ padding: '3px 8px', position: 'relative', borderTop: '1px solid #f0f0f0' }}>
          <Handle type="target" position={Position.Left} id={column.colCode} style={{ width: 8, height: 8 }} />
          {column.colName} <Typography.Text type="secondary">{column.colCode}</Typography.Text>
        </div>
      ))}
    </div>
  );
}
const NODE_TYPES = { table: TableNode };

function Diagram({ tables, lang, onLink, positions: stored, onMoved, tableTools }: ErDesignerProps) {
  const [positions, setPositions] = useState<Positions>(() => stored ?? {});
  const graph = useMemo(() => erGraph(tables, positions), [tables, positions]);
  const [selected, setSelected] = useState<string>();
  const [selectedTable, setSelectedTable] = useState<string>();
  const [refused, setRefused] = useState(false);
  const nodes: Node<TableNodeData>[] = graph.nodes.map((n) => ({
    id: n.id, type: 'table', position: n.position, data: { table: n.table, lang }, selected: n.id === selectedTable,
  }));
  const table = tables.find((t) => t.tableName === selectedTable);
  const edges: Edge[] = graph.edges.map((e) => ({
    id: e.id, source: e.source, sourceHandle: 'main', target: e.target, targetHandle: e.targetHandle, label: t(lang, e.relation),
    selected: e.id === selected, animated: e.id === selected, style: { strokeWidth: 2 },
  }));
  const edge = graph.edges.find((e) => e.id === selected);

  const connect = (connection: Connection) => {
    const link = connectionLink(tables, connection.source, connection.target, connection.targetHandle);
    setRefused(!link);
    if (link) void onLink(link);
  };
  const setRelation = (relation: RelationType) => edge && void onLink({ tableName: edge.target, main: { tableName: edge.source, foreignKey: edge.targetHandle, relation } });

  return (
    <div data-testid="er-designer">
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t(lang, 'hint')}</Typography.Text>
        {edge && (
          <Space data-testid="er-relation">
            <Typography.Text>{t(lang, 'relation')}: {edge.source} → {edge.target}.{edge.targetHandle}</Typography.Text>
            <Select<RelationType> size="small" value={edge.relation} data-testid="er-relation-type" style={{ width: 120 }}
              options={(['oneToOne', 'oneToMany'] as const).map((r) => ({ value: r, label: t(lang, r) }))} onChange={setRelation} />
            <Button size="small" danger data-testid="er-relation-remove" onClick={() => {
              setSelected(undefined);
              void onLink({ tableName: edge.target, main: null });
            }}>{t(lang, 'remove')}</Button>
          </Space>
        )}
      </Space>
      {table && (
        <Space wrap data-testid="er-table-tools" style={{ marginBottom: 8, display: 'flex' }}>
          <Typography.Text>{t(lang, 'table')}: <Typography.Text code>{table.tableName}</Typography.Text></Typography.Text>
          {table.isSync && <Tag data-testid="er-table-state" color={table.isSync === 'created' || table.isSync === 'synced' ? 'green' : 'orange'}>{t(lang, `state.${table.isSync}` as keyof typeof ER_TEXTS.zh_CN)}</Tag>}
          {tableTools?.(table)}
        </Space>
      )}
      {refused && <Alert type="warning" showIcon closable onClose={() => setRefused(false)} data-testid="er-refused" style={{ marginBottom: 8 }}
        title={t(lang, 'refused', { detail: t(lang, 'refusedDetail') })} />}
      <div style={{ height: '70vh', border: '1px solid #f0f0f0' }}>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          onNodesChange={(changes) => {
            for (const change of changes) {
              if (change.type === 'position' && change.position) setPositions((p) => ({ ...p, [change.id]: change.position! }));
            }
          }}
          onNodeDragStop={(_event, node) => onMoved?.({ ...Object.fromEntries(graph.nodes.map((n) => [n.id, n.position])), [node.id]: node.position })}
          onNodeClick={(_event, node) => {
            setSelectedTable(node.id);
            setSelected(undefined);
          }}
          onConnect={connect}
          onEdgeClick={(_event, e) => setSelected(e.id)}
          onPaneClick={() => {
            setSelected(undefined);
            setSelectedTable(undefined);
          }}
          fitView
          proOptions={{ hideAttribution: true }}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </div>
    </div>
  );
}

export function ErDesigner(props: ErDesignerProps) {
  if (props.tables.length === 0) return <Alert type="info" showIcon data-testid="er-empty" title={t(props.lang, 'empty')} />;
  return (
    <ReactFlowProvider>
      <Diagram {...props} />
    </ReactFlowProvider>
  );
}

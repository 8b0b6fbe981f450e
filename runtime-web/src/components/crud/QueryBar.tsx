// The query bar of a list screen: a responsive grid of fields with Search and Reset.
import { DownOutlined, SearchOutlined, UndoOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../store/device.ts';
import type { Query } from './useCrudList.ts';
import './locale.ts';

/** Fields share the row and wrap on the container's width (a page, a drawer or a phone alike); the buttons keep their size. */
const ROW = { display: 'flex', flexWrap: 'wrap', gap: '12px 16px' } as const;
const FIELD = { flex: '1 1 240px', maxWidth: 420, marginBottom: 0 } as const;

export interface QueryField {
  name: string;
  label: string;
  /** Options make a select; otherwise an input. */
  options?: { label: string; value: string | number }[];
  /** A custom control (gets value/onChange from the form). */
  control?: ReactNode;
}

export interface QueryBarProps {
  fields: QueryField[];
  onSearch(query: Query): void;
  onReset(): void;
}

/** Trimmed values; empty ones dropped. */
export function cleanQuery(values: Record<string, unknown>): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(values)) {
    const v = typeof value === 'string' ? value.trim() : value;
    if (v !== undefined && v !== null && v !== '') out[key] = v;
  }
  return out;
}

export function QueryBar({ fields, onSearch, onReset }: QueryBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(false);
  // Small screens show the first field until the bar is expanded; wide ones the first three. Values of
  // fields folded away stay in the form (antd keeps them).
  const shown = expanded ? fields.length : isMobile ? 1 : 3;
  const control = (field: QueryField) =>
    field.control ??
    (field.options ? (
      <Select allowClear options={field.options} placeholder={field.label} />
    ) : (
      <Input allowClear placeholder={field.label} />
    ));
  return (
    <Form form={form} className="yc-query-bar" data-testid="query-bar" onFinish={() => onSearch(cleanQuery(form.getFieldsValue(true) as Record<string, unknown>))}>
      <div style={ROW}>
        {fields.slice(0, shown).map((field) => (
          <Form.Item key={field.name} name={field.name} label={field.label} style={FIELD}>
            {control(field)}
          </Form.Item>
        ))}
        <div style={{ flex: '0 0 auto' }}>
          <Space wrap>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="query-search">
              {t('crud.search')}
            </Button>
            <Button
              icon={<UndoOutlined />}
              data-testid="query-reset"
              onClick={() => {
                form.resetFields();
                onReset();
              }}
            >
              {t('crud.reset')}
            </Button>
            {fields.length > shown || expanded ? (
              <Button type="link" onClick={() => setExpanded((e) => !e)} icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPlacement="end">
                {t(expanded ? 'crud.collapse' : 'crud.expand')}
              </Button>
            ) : null}
          </Space>
        </div>
      </div>
    </Form>
  );
}

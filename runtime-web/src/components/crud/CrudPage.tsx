// The frame of a list screen: query bar, toolbar with the selection count, and the table.
import { Alert, Button, Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../store/device.ts';
import './locale.ts';

export interface CrudPageProps {
  query?: ReactNode;
  toolbar?: ReactNode;
  /** Shows "n selected · Clear" when rows are selected (a `useCrudList` state). */
  list?: { selectedKeys: string[]; setSelectedKeys(keys: string[]): void };
  children: ReactNode;
  testId?: string;
  title?: ReactNode;
}

export function CrudPage({ query, toolbar, list, children, testId, title }: CrudPageProps) {
  const { t } = useTranslation();
  const count = list?.selectedKeys.length ?? 0;
  const isMobile = useIsMobile();
  return (
    <Card
      data-testid={testId}
      title={title}
      size={isMobile ? 'small' : undefined}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      {query}
      {toolbar && (
        <Space wrap data-testid="toolbar">
          {toolbar}
        </Space>
      )}
      {count > 0 && list && (
        <Alert
          type="info"
          showIcon
          title={
            <span>
              {t('crud.selected', { count })}
              <Button type="link" size="small" onClick={() => list.setSelectedKeys([])}>
                {t('crud.clearSelection')}
              </Button>
            </span>
          }
        />
      )}
      {children}
    </Card>
  );
}

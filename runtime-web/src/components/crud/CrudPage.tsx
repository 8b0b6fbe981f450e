// The frame of a list screen: query bar, toolbar with the selection count, and the table. An empty list (CrudTable)
// says what the screen is for (`purpose`) and offers its first step (`emptyAction`, e.g. the screen's Add).
import { Alert, Button, Card, Space } from 'antd';
import { createContext, useMemo, type ReactNode } from 'react';
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
  /** The page (view code) whose list this is, as `data-view`: which page the screen shows, while the address already names the next one. */
  view?: string;
  title?: ReactNode;
  /** What the screen is for, said when its list is empty. */
  purpose?: string;
  /** What an empty list offers to do first (its own button: the toolbar's keeps its test id). */
  emptyAction?: ReactNode;
}

/** What the screen's empty list says and offers (CrudPage's purpose and emptyAction). */
export const EmptyListContext = createContext<{ purpose?: string; action?: ReactNode }>({});

export function CrudPage({ query, toolbar, list, children, testId, view, title, purpose, emptyAction }: CrudPageProps) {
  const { t } = useTranslation();
  const empty = useMemo(() => ({ purpose, action: emptyAction }), [purpose, emptyAction]);
  const count = list?.selectedKeys.length ?? 0;
  const isMobile = useIsMobile();
  return (
    <Card
      data-testid={testId}
      data-view={view}
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
      <EmptyListContext.Provider value={empty}>{children}</EmptyListContext.Provider>
    </Card>
  );
}

// The page control: a list page (props.viewCode) drawn inside the form, its rows limited to the current record where
// props.filterField names the column of that page holding the record's id (a query column of the page: the server
// checks the filter like any other). A new record has no id yet: a filtered page waits for it with the spec's message.
import { createContext, lazy, Suspense, useContext } from 'react';
import { Alert, Skeleton } from 'antd';
import { currentLanguage } from '../../../i18n/language.ts';
import { renderMessage, subTableMessage } from '../../engine.ts';
import type { NodeRendererProps } from '../registry.ts';

const ListPage = lazy(() => import('../../view/ListPage.tsx'));

/** The id of the record the form shows (undefined for a new one). */
export const FormRecordContext = createContext<string | undefined>(undefined);

export function PageNode({ node }: NodeRendererProps) {
  const recordId = useContext(FormRecordContext);
  const viewCode = typeof node.props?.viewCode === 'string' ? node.props.viewCode : '';
  const filterField = typeof node.props?.filterField === 'string' ? node.props.filterField : '';
  if (!viewCode) return null;
  if (filterField && !recordId) {
    return <Alert style={{ marginBottom: 16 }} type="info" showIcon message={renderMessage(subTableMessage('needsMain'), currentLanguage())} data-page-embed={viewCode} />;
  }
  const query: Record<string, string> = filterField ? { colCode: filterField, queryValue: recordId! } : {};
  return (
    <div style={{ marginBottom: 16 }} data-page-embed={viewCode}>
      {node.title && <div style={{ fontWeight: 500, marginBottom: 8 }}>{node.title}</div>}
      <Suspense fallback={<Skeleton active />}>
        <ListPage key={`${viewCode}:${recordId ?? ''}`} route={undefined as never} props={{ viewCode }} query={query} />
      </Suspense>
    </div>
  );
}

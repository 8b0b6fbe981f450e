// The pages (views) of the design console.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../router/registry.ts';
import { MetadataPage } from './MetadataPage.tsx';

export default function PagesPage({ query }: PageProps) {
  const { t } = useTranslation();
  return (
    <MetadataPage
      kind="view"
      initialGroup={query.groupCode}
      codeOf={(row) => row.viewCode}
      columns={[
        { title: t('meta.prop.viewName'), dataIndex: 'viewName' },
        { title: t('meta.prop.viewCode'), dataIndex: 'viewCode' },
        { title: t('meta.prop.viewType'), dataIndex: 'viewType', render: (s: string) => <Tag>{t(`meta.value.${s}`)}</Tag> },
        { title: t('meta.prop.tableName'), dataIndex: 'tableName' },
        { title: t('meta.prop.formCode'), dataIndex: 'formCode' },
        { title: t('meta.prop.viewStatus'), dataIndex: 'viewStatus', render: (s: string) => s && <Tag>{t(`meta.value.${s}`)}</Tag> },
      ]}
    />
  );
}

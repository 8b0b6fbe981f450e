// The forms of the design console (component eform/form).
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDesignDrawer } from './FormDesignDrawer.tsx';
import type { PageProps } from '../../../router/registry.ts';
import { MetadataPage } from './MetadataPage.tsx';

const FormDesigner = ({ code, onClose }: { code?: string; onClose(): void }) => <FormDesignDrawer formCode={code} onClose={onClose} />;

export default function FormsPage({ query }: PageProps) {
  const { t } = useTranslation();
  return (
    <>
    <MetadataPage
      kind="form"
      Designer={FormDesigner}
      initialGroup={query.groupCode}
      codeOf={(row) => row.formCode}
      columns={[
        { title: t('meta.prop.formName'), dataIndex: 'formName' },
        { title: t('meta.prop.formCode'), dataIndex: 'formCode' },
        { title: t('meta.prop.objectName'), dataIndex: 'objectName' },
        { title: t('meta.fields'), key: 'fields', render: (_v, row) => row.fields.length },
        { title: t('meta.prop.formStatus'), dataIndex: 'formStatus', render: (s: string) => s && <Tag>{t(`meta.value.${s}`)}</Tag> },
      ]}
    />
    </>
  );
}

// The forms of the design console (component eform/form).
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '../../../components/crud/index.ts';
import { PERMS } from '../shared/perms.ts';
import { FormDesignDrawer } from './FormDesignDrawer.tsx';
import type { PageProps } from '../../../router/registry.ts';
import { MetadataPage } from './MetadataPage.tsx';

export default function FormsPage({ query }: PageProps) {
  const { t } = useTranslation();
  const [designing, setDesigning] = useState<string>();
  return (
    <>
    <MetadataPage
      kind="form"
      initialGroup={query.groupCode}
      codeOf={(row) => row.formCode}
      columns={[
        { title: t('meta.prop.formName'), dataIndex: 'formName' },
        { title: t('meta.prop.formCode'), dataIndex: 'formCode' },
        { title: t('meta.prop.objectName'), dataIndex: 'objectName' },
        { title: t('meta.fields'), key: 'fields', render: (_v, row) => row.fields.length },
        { title: t('meta.prop.formStatus'), dataIndex: 'formStatus', render: (s: string) => s && <Tag>{t(`meta.value.${s}`)}</Tag> },
      ]}
      extraActions={(row) => (
        <RowButton perm={PERMS.form.edit} onClick={() => setDesigning(row.formCode)} data-testid="form-design">{t('meta.design')}</RowButton>
      )}
    />
    <FormDesignDrawer formCode={designing} onClose={() => setDesigning(undefined)} />
    </>
  );
}

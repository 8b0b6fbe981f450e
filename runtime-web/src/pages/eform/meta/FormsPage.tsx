// The forms of the design console (component eform/form).
import { PlusOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PermButton, useFormModal } from '../../../components/crud/index.ts';
import { PERMS } from '../shared/perms.ts';
import { FormDesignDrawer } from './FormDesignDrawer.tsx';
import { NewFormModal } from './NewFormModal.tsx';
import type { PageProps } from '../../../router/registry.ts';
import { MetadataPage } from './MetadataPage.tsx';

const FormDesigner = ({ code, onClose }: { code?: string; onClose(): void }) => <FormDesignDrawer formCode={code} onClose={onClose} />;

export default function FormsPage({ query }: PageProps) {
  const { t } = useTranslation();
  const newForm = useFormModal<object>();
  return (
    <>
    <MetadataPage
      kind="form"
      Designer={FormDesigner}
      initialGroup={query.groupCode}
      toolbarExtra={(groupCode, design) => (
        <>
          <PermButton perm={PERMS.form.add} type="primary" icon={<PlusOutlined />} onClick={() => newForm.show()} data-testid="form-add">
            {t('meta.newForm')}
          </PermButton>
          <NewFormModal state={newForm} groupCode={groupCode} onCreated={design} />
        </>
      )}
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

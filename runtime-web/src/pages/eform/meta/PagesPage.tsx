// The pages (views) of the design console.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowButton, useFormModal } from '../../../components/crud/index.ts';
import type { PageProps } from '../../../router/registry.ts';
import type { View } from '../shared/engine.ts';
import { AddToMenuModal } from './AddToMenuModal.tsx';
import { MetadataPage } from './MetadataPage.tsx';
import { PERMISSIONS } from '../../../engine.ts';
import { PageDesignDrawer } from './PageDesignDrawer.tsx';

const PageDesigner = ({ code, onClose }: { code?: string; onClose(): void }) => <PageDesignDrawer viewCode={code} onClose={onClose} />;

export default function PagesPage({ query }: PageProps) {
  const { t } = useTranslation();
  const toMenu = useFormModal<View>();
  return (
    <>
      <MetadataPage
        kind="view"
        Designer={PageDesigner}
        initialGroup={query.groupCode}
        codeOf={(row) => row.viewCode}
        extraActions={(row) => (
          <>
            <RowButton perm={PERMISSIONS.system.menu.add} onClick={() => toMenu.show(row)} data-testid={`page-add-to-menu-${row.viewCode}`}>
              {t('meta.addToMenu')}
            </RowButton>
          </>
        )}
        columns={[
          { title: t('meta.prop.viewName'), dataIndex: 'viewName' },
          { title: t('meta.prop.viewCode'), dataIndex: 'viewCode' },
          { title: t('meta.prop.viewType'), dataIndex: 'viewType', render: (s: string) => <Tag>{t(`meta.value.${s}`)}</Tag> },
          { title: t('meta.prop.tableName'), dataIndex: 'tableName' },
          { title: t('meta.prop.formCode'), dataIndex: 'formCode' },
          { title: t('meta.prop.viewStatus'), dataIndex: 'viewStatus', render: (s: string) => s && <Tag>{t(`meta.value.${s}`)}</Tag> },
        ]}
      />
      <AddToMenuModal state={toMenu} />
    </>
  );
}

// The choice of department for users who belong to several (loaded only when needed).
import { Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Depart } from '../../api/types.ts';
import { AntdScope } from '../../components/AntdScope.tsx';

export interface DepartChooserProps {
  departs: Depart[];
  onChoose: (orgId: string) => Promise<void>;
  onCancel: () => void;
}

export default function DepartChooser({ departs, onChoose, onCancel }: DepartChooserProps) {
  const { t } = useTranslation();
  const [orgId, setOrgId] = useState(departs[0]?.id);
  const [busy, setBusy] = useState(false);
  const choose = async () => {
    if (!orgId) return;
    setBusy(true);
    try {
      await onChoose(orgId);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AntdScope>
      <Modal
        open
        title={t('login.chooseDepart')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        onOk={() => void choose()}
        onCancel={onCancel}
        mask={{ closable: false }}
      >
        <Select
          aria-label={t('login.depart')}
          data-testid="depart-select"
          style={{ width: '100%' }}
          value={orgId}
          onChange={setOrgId}
          options={departs.map((d) => ({ value: d.id, label: d.orgName }))}
        />
      </Modal>
    </AntdScope>
  );
}

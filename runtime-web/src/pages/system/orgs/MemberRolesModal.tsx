// Which of the department's roles a member holds (sysDepartRole/userRoles).
import { Checkbox, Empty, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { departRoleApi, type DepartUser, type RoleRecord } from '../../../api/identity.ts';
import { runAction } from '../../../components/crud/index.ts';
import { ApiError } from '../../../request/http.ts';
import { useInLanguage } from '../../../i18n/in-language.ts';

export function MemberRolesModal({ departId, member, onClose }: { departId: string; member: DepartUser | undefined; onClose(): void }) {
  const { t } = useTranslation();
  const local = useInLanguage();
  const [roles, setRoles] = useState<RoleRecord[]>();
  const [held, setHeld] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!member) return;
    let current = true;
    setRoles(undefined);
    Promise.all([departRoleApi.list({ deptId: departId, pageNo: 1, pageSize: 1000 }), departRoleApi.userRoles(member.id, departId)]).then(
      ([page, ids]) => {
        if (!current) return;
        setRoles(page.records);
        setHeld(ids);
      },
      (error: unknown) => {
        if (!(error instanceof ApiError)) console.error(error);
        if (current) onClose();
      },
    );
    return () => {
      current = false;
    };
  }, [departId, member, onClose]);

  const save = async () => {
    if (!member) return;
    setSaving(true);
    const saved = await runAction(() => departRoleApi.setUserRoles(member.id, departId, held));
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Modal
      open={Boolean(member)}
      title={t('org.memberRolesOf', { name: member?.realname ?? '' })}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okButtonProps={{ disabled: !roles }}
      destroyOnHidden
    >
      {!roles ? (
        <Spin />
      ) : roles.length === 0 ? (
        <Empty />
      ) : (
        <Checkbox.Group value={held} onChange={(values) => setHeld(values.map(String))} options={roles.map((r) => ({ value: r.id, label: `${local(r.roleName, r.roleNameEn)} (${r.roleCode})` }))} />
      )}
    </Modal>
  );
}

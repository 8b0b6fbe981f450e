// Which data rules of a page a role applies: none selected means the role sees every row.
import { Alert, Checkbox, Modal, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataRuleApi, type AuthTreeNode, type DataRule } from '../../../api/access.ts';
import { runAction } from '../../../components/crud/index.ts';
import { ApiError } from '../../../request/http.ts';

export interface RoleDataRulesModalProps {
  roleId: string | undefined;
  node: AuthTreeNode | undefined;
  onClose(): void;
}

export function RoleDataRulesModal({ roleId, node, onClose }: RoleDataRulesModalProps) {
  const { t } = useTranslation();
  const [rules, setRules] = useState<DataRule[]>();
  const [selected, setSelected] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const open = Boolean(roleId && node);

  useEffect(() => {
    if (!roleId || !node) return;
    let current = true;
    setRules(undefined);
    dataRuleApi.ofRole(roleId, node.key).then(
      (result) => {
        if (!current) return;
        setRules(result.rules);
        setSelected(result.selected);
      },
      (error: unknown) => {
        if (!(error instanceof ApiError)) console.error(error);
        if (current) onClose();
      },
    );
    return () => {
      current = false;
    };
  }, [roleId, node, onClose]);

  const save = async () => {
    if (!roleId || !node) return;
    setSaving(true);
    const saved = await runAction(() => dataRuleApi.saveOfRole(roleId, node.key, selected));
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Modal
      open={open}
      title={t('role.dataRulesOf', { name: node?.title ?? '' })}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okButtonProps={{ disabled: !rules, 'data-testid': 'role-rules-ok' }}
      destroyOnHidden
      data-testid="role-data-rules"
    >
      <Alert type="info" showIcon title={t('role.dataRulesHint')} style={{ marginBottom: 12 }} />
      {!rules ? (
        <Spin />
      ) : (
        <Checkbox.Group value={selected} onChange={(values) => setSelected(values.map(String))} style={{ width: '100%' }}>
          <Space orientation="vertical">
            {rules.map((rule) => (
              <Checkbox key={rule.id} value={rule.id} disabled={rule.status !== '0'} data-testid={`rule-${rule.ruleName}`}>
                {rule.ruleName}{' '}
                <Typography.Text type="secondary" code>
                  {rule.ruleColumn} {rule.ruleConditions} {rule.ruleValue}
                </Typography.Text>
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      )}
    </Modal>
  );
}

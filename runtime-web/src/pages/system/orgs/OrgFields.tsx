// The fields of an organisation or department, shared by the add modal and the edit panel.
import { Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrgNode } from '../../../api/identity.ts';
import { OrgTreeSelect } from '../shared/pickers.tsx';
import { noChineseRule, requiredRule } from '../shared/rules.ts';
import { UserPicker } from '../../../components/UserPicker.tsx';

export type OrgValues = Pick<OrgNode, 'orgName' | 'orgCode' | 'orgNameAbbr' | 'orgType' | 'orgOrder' | 'description' | 'parentId' | 'leaderId'>;

export { ORG_TYPES } from '../../../engine.ts';
import { ORG_TYPES } from '../../../engine.ts';

/** `self`: the organisation edited (it cannot become its own parent). */
export function OrgFields({ self }: { self?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="orgName" label={t('org.orgName')} rules={[requiredRule(t('org.orgName'))]}>
        <Input id="org-name" />
      </Form.Item>
      <Form.Item name="orgCode" label={t('org.orgCode')} rules={[requiredRule(t('org.orgCode')), noChineseRule]}>
        <Input id="org-code" />
      </Form.Item>
      <Form.Item name="orgType" label={t('org.orgType')}>
        <Radio.Group
          options={[
            { value: ORG_TYPES.org, label: t('org.typeOrg') },
            { value: ORG_TYPES.dept, label: t('org.typeDept') },
          ]}
        />
      </Form.Item>
      <Form.Item name="parentId" label={t('org.parent')}>
        <OrgTreeSelect id="org-parent" exclude={self} />
      </Form.Item>
      <Form.Item name="leaderId" label={t('org.leader')}>
        <UserPicker valueKey="id" data-testid="org-leader" />
      </Form.Item>
      <Form.Item name="orgNameAbbr" label={t('org.orgNameAbbr')}>
        <Input />
      </Form.Item>
      <Form.Item name="orgOrder" label={t('org.orgOrder')}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="description" label={t('sys.description')}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  );
}

/** What the server takes: an empty parent is a root. */
export const toOrgWire = (values: OrgValues): OrgValues => ({
  ...values, parentId: values.parentId ?? null, orgOrder: values.orgOrder ?? 0, leaderId: values.leaderId ?? null,
});

// The data rules of one menu item (getPermRuleListByPermId / queryPermissionRule): field, operator, value.
import { PlusOutlined } from '@ant-design/icons';
import { Drawer, Form, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dataRuleApi, type DataRule, type MenuRecord } from '../../../api/access.ts';
import {
  CrudTable,
  DeleteButton,
  FormModal,
  PermButton,
  QueryBar,
  RowActions,
  RowButton,
  useCrudList,
  useFormModal,
} from '../../../components/crud/index.ts';
import { useIsMobile } from '../../../store/device.ts';
import { ValidRadio } from '../shared/choices.tsx';
import { requiredRule } from '../shared/rules.ts';
import { useLoad } from '../shared/useLoad.ts';
import { PERMISSION_STATUSES } from '../shared/vocab.ts';
import { PERMISSIONS } from '../../../engine.ts';

const PERM = PERMISSIONS.system.menu.datarule;

type Values = Pick<DataRule, 'ruleName' | 'ruleColumn' | 'ruleConditions' | 'ruleValue' | 'status'>;

function RuleList({ menu }: { menu: MenuRecord }) {
  const { t } = useTranslation();
  const list = useCrudList<DataRule>({ load: ({ ruleName, ruleColumn }) => dataRuleApi.query(menu.id, { ruleName: ruleName as string, ruleColumn: ruleColumn as string }) });
  const editor = useFormModal<DataRule>();
  const vocabulary = useLoad(dataRuleApi.vocabulary);
  const operators = (vocabulary.data?.operators ?? []).map((o) => ({ value: o.code, label: `${o.code} · ${o.label}` }));
  const columns = [
    { title: t('rule.ruleName'), dataIndex: 'ruleName' },
    { title: t('rule.ruleColumn'), dataIndex: 'ruleColumn' },
    { title: t('rule.ruleConditions'), dataIndex: 'ruleConditions' },
    { title: t('rule.ruleValue'), dataIndex: 'ruleValue' },
    {
      title: t('rule.status'),
      dataIndex: 'status',
      render: (status: string) => (status === PERMISSION_STATUSES.valid ? <Tag color="green">{t('sys.valid')}</Tag> : <Tag>{t('sys.invalid')}</Tag>),
    },
    {
      title: t('crud.actions'),
      key: 'actions',
      render: (_: unknown, row: DataRule) => (
        <RowActions>
          <RowButton perm={PERM} onClick={() => editor.show(row)}>
            {t('crud.edit')}
          </RowButton>
          <DeleteButton perm={PERM} onDelete={() => dataRuleApi.remove(row.id)} onDone={list.reload} />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <QueryBar
        fields={[
          { name: 'ruleName', label: t('rule.ruleName') },
          { name: 'ruleColumn', label: t('rule.ruleColumn') },
        ]}
        onSearch={list.search}
        onReset={list.reset}
      />
      <PermButton perm={PERM} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()} style={{ margin: '12px 0' }} data-testid="rule-add">
        {t('rule.add')}
      </PermButton>
      <CrudTable list={list} columns={columns} selectable={false} />
      <FormModal<DataRule, Values>
        state={editor}
        title={t(editor.record ? 'rule.edit' : 'rule.add')}
        width={520}
        initialValues={(rule) => rule ?? { ruleConditions: 'eq', status: PERMISSION_STATUSES.valid }}
        onSubmit={(values, rule) =>
          rule ? dataRuleApi.edit({ ...values, id: rule.id, version: rule.version }) : dataRuleApi.add({ ...values, permissionId: menu.id })
        }
        onSaved={list.reload}
        testId="rule-form"
      >
        <Form.Item name="ruleName" label={t('rule.ruleName')} rules={[requiredRule(t('rule.ruleName'))]}>
          <Input id="rule-name" />
        </Form.Item>
        <Form.Item name="ruleColumn" label={t('rule.ruleColumn')} rules={[requiredRule(t('rule.ruleColumn'))]}>
          <Input id="rule-column" />
        </Form.Item>
        <Form.Item name="ruleConditions" label={t('rule.ruleConditions')} rules={[requiredRule(t('rule.ruleConditions'))]}>
          <Select id="rule-conditions" options={operators} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item name="ruleValue" label={t('rule.ruleValue')} extra={t('rule.ruleValueHint', { variables: (vocabulary.data?.variables ?? []).join(' ') })}>
          <Input id="rule-value" />
        </Form.Item>
        <Form.Item name="status" label={t('rule.status')}>
          <ValidRadio />
        </Form.Item>
      </FormModal>
    </>
  );
}

export function DataRulesDrawer({ menu, onClose }: { menu: MenuRecord | undefined; onClose(): void }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Drawer open={Boolean(menu)} title={t('rule.title', { name: menu?.name ?? '' })} size={isMobile ? '100%' : 720} onClose={onClose} destroyOnHidden data-testid="data-rules">
      {menu && <RuleList key={menu.id} menu={menu} />}
    </Drawer>
  );
}

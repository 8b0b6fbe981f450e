// Console home (/app/group): the app groups that own all metadata, as tiles; add, edit, delete, and open a
// group's table models.
import { PlusOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, ColorPicker, Empty, Form, Input, InputNumber, Row, Select, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appGroupApi, type AppGroupRow } from '../../api/eform.ts';
import { DeleteButton, FormModal, PermButton, RowActions, RowButton, useCrudList, useFormModal } from '../../components/crud/index.ts';
import '../../i18n/eform.ts';
import { menuTitle } from '../../engine.ts';
import { useUserName } from '../../i18n/in-language.ts';
import { MenuIcon } from '../../layouts/icons.tsx';
import type { PageProps } from '../../router/registry.ts';
import { useSession } from '../../store/session.ts';
import type { AppGroup } from '../eform/shared/engine.ts';
import { PERMS } from '../eform/shared/perms.ts';
import { useInLanguage } from '../../i18n/in-language.ts';

const ICONS = ['AppstoreOutlined', 'TeamOutlined', 'ShopOutlined', 'ProjectOutlined', 'DatabaseOutlined', 'SolutionOutlined', 'BarChartOutlined', 'ToolOutlined'];
const DEFAULT_COLOR = '#2F54EB';
/** Where a group's tile leads: its table models. */
export const MODELS_PATH = '/eform/model';

type GroupValues = Omit<AppGroup, 'version'>;

function GroupTile({ group, onEdit, onDeleted }: { group: AppGroupRow; onEdit(): void; onDeleted(): unknown }) {
  const { t } = useTranslation();
  const local = useInLanguage();
  const navigate = useNavigate();
  return (
    <Card
      hoverable
      data-testid={`group-${group.groupCode}`}
      onClick={() => navigate(`${MODELS_PATH}?groupCode=${encodeURIComponent(group.groupCode)}`)}
      actions={[
        <div key="actions" onClick={(e) => e.stopPropagation()}>
          <RowActions>
            <RowButton perm={PERMS.group.edit} onClick={onEdit}>{t('crud.edit')}</RowButton>
            <DeleteButton perm={PERMS.group.delete} onDelete={() => appGroupApi.remove(group.groupCode)} onDone={onDeleted} />
          </RowActions>
        </div>,
      ]}
    >
      <Card.Meta
        avatar={<Avatar shape="square" size={44} style={{ background: group.backgroundColor || DEFAULT_COLOR }} icon={<MenuIcon name={group.icon} />} />}
        title={local(group.groupName, group.groupNameEn)}
        description={
          <>
            <Tag>{group.groupCode}</Tag>
            {group.isMobile && <Tag color="cyan">{t('group.mobile')}</Tag>}
            {group.isCommon && <Tag color="gold">{t('group.common')}</Tag>}
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '8px 0 0' }}>
              {local(group.groupDesc ?? '', group.groupDescEn) || '\u00a0'}
            </Typography.Paragraph>
          </>
        }
      />
    </Card>
  );
}

export default function AppGroupPage({ route }: PageProps) {
  const { t, i18n } = useTranslation();
  const { userInfo } = useSession();
  const userName = useUserName();
  const local = useInLanguage();
  const list = useCrudList<AppGroupRow>({ load: () => appGroupApi.list() });
  const editor = useFormModal<AppGroupRow>();

  const submit = async (values: GroupValues, record: AppGroupRow | undefined) => {
    const color = values.backgroundColor as unknown;
    const group: GroupValues = {
      ...values,
      backgroundColor: typeof color === 'string' ? color : (color as { toHexString?: () => string } | undefined)?.toHexString?.(),
    };
    const clean = Object.fromEntries(Object.entries(group).filter(([, v]) => v !== undefined && v !== null && v !== '')) as GroupValues;
    // The engine's schemas load with the first save, not with the console's landing page.
    const { ensureValid } = await import('../eform/shared/validate.ts');
    ensureValid('appGroup', clean);
    return record ? appGroupApi.edit({ ...clean, groupCode: record.groupCode, version: record.version }) : appGroupApi.add(clean);
  };

  return (
    <>
      <Card
        data-testid="console-home"
        title={menuTitle(route.meta, i18n.language)}
        extra={
          <PermButton perm={PERMS.group.add} type="primary" icon={<PlusOutlined />} onClick={() => editor.show()} data-testid="group-add">
            {t('group.add')}
          </PermButton>
        }
      >
        <Typography.Paragraph type="secondary">{t('home.console.text', { name: userName(userInfo) })}</Typography.Paragraph>
        {list.records.length === 0 && !list.loading ? (
          <Empty />
        ) : (
          <Row gutter={[16, 16]}>
            {list.records.map((group) => (
              <Col key={group.groupCode} xs={24} sm={12} lg={8} xxl={6}>
                <GroupTile group={group} onEdit={() => editor.show(group)} onDeleted={list.reload} />
              </Col>
            ))}
          </Row>
        )}
      </Card>
      <FormModal<AppGroupRow, GroupValues>
        // A fresh form per opening: the form store would otherwise keep the last opening's values.
        key={editor.serial}
        state={editor}
        testId="group-modal"
        title={t(editor.record ? 'group.edit' : 'group.add')}
        initialValues={(row) => row ?? { orderNum: list.records.length + 1, icon: ICONS[0], backgroundColor: DEFAULT_COLOR, isMobile: false, isCommon: false }}
        onSubmit={submit}
        onSaved={list.reload}
      >
        <Form.Item name="groupName" label={t('group.groupName')} rules={[{ required: true, whitespace: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="groupNameEn" label={t('group.groupNameEn')}>
          <Input />
        </Form.Item>
        <Form.Item name="groupCode" label={t('group.groupCode')} rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: t('eform.codeRule') }]}>
          <Input disabled={editor.record !== undefined} />
        </Form.Item>
        <Form.Item name="groupDesc" label={t('group.groupDesc')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="groupDescEn" label={t('group.groupDescEn')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="parentCode" label={t('group.parentCode')}>
          <Select
            allowClear
            options={list.records.filter((g) => g.groupCode !== editor.record?.groupCode).map((g) => ({ label: local(g.groupName, g.groupNameEn), value: g.groupCode }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="icon" label={t('group.icon')}>
              <Select options={ICONS.map((name) => ({ value: name, label: <span><MenuIcon name={name} /> {name.replace('Outlined', '')}</span> }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="backgroundColor" label={t('group.backgroundColor')}>
              <ColorPicker showText />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="orderNum" label={t('group.orderNum')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="isMobile" label={t('group.mobile')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="isCommon" label={t('group.common')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </FormModal>
    </>
  );
}

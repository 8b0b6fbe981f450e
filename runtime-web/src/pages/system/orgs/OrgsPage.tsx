// Organisations (spec §3): the tree of organisations and departments, edit panel, department permissions,
// department roles and members.
import { ApartmentOutlined, PlusOutlined, SafetyOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Form, Input, Row, Space, Spin, Tabs, Tree } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantApi } from '../../../api/access.ts';
import { orgApi, type OrgNode } from '../../../api/identity.ts';
import { DeleteButton, FormModal, PermButton, runAction, useFormModal } from '../../../components/crud/index.ts';
import { usePermission } from '../../../permission/usePermission.ts';
import { GrantDrawer } from '../shared/GrantDrawer.tsx';
import { useLoad } from '../shared/useLoad.ts';
import '../locale.ts';
import { DepartMembers } from './DepartMembers.tsx';
import { DepartRoles } from './DepartRoles.tsx';
import { OrgFields, ORG_TYPES, toOrgWire, type OrgValues } from './OrgFields.tsx';
import { PERMISSIONS } from '../../../engine.ts';

const PERMS = { add: PERMISSIONS.system.org.add, edit: PERMISSIONS.system.org.edit, delete: PERMISSIONS.system.org.delete, authorize: PERMISSIONS.system.org.authorize, role: PERMISSIONS.system.org.role } as const;

function findNode(nodes: readonly OrgNode[], id: string | undefined): OrgNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

function filterTree(nodes: readonly OrgNode[], text: string): OrgNode[] {
  if (!text) return [...nodes];
  return nodes.flatMap((n) => {
    const children = filterTree(n.children ?? [], text);
    return n.orgName.includes(text) || n.orgCode.includes(text) || children.length ? [{ ...n, children }] : [];
  });
}

/**
 * The selected organisation's form; mounted anew (with a store of its own) for each organisation and version, like the
 * roles and members tabs for each organisation.
 */
function EditPanel({ org, onSaved }: { org: OrgNode; onSaved(): unknown }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrgValues>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    await runAction(() => orgApi.edit({ ...toOrgWire(values), id: org.id, version: org.version }), onSaved);
    setSaving(false);
  };
  return (
    <Form form={form} layout="vertical" initialValues={org} style={{ maxWidth: 560 }} data-testid="org-edit">
      <OrgFields self={org.id} />
      <PermButton perm={PERMS.edit} type="primary" loading={saving} onClick={() => void save()} data-testid="org-save">
        {t('sys.save')}
      </PermButton>
    </Form>
  );
}

export default function OrgsPage() {
  const { t } = useTranslation();
  const tree = useLoad(orgApi.tree);
  const [selectedId, setSelectedId] = useState<string>();
  const [search, setSearch] = useState('');
  const [granting, setGranting] = useState(false);
  const adder = useFormModal<{ parent?: OrgNode }>();
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const selected = findNode(nodes, selectedId);
  const shown = useMemo(() => filterTree(nodes, search.trim()), [nodes, search]);
  const target = useMemo(() => (selected ? grantApi.depart(selected.id) : undefined), [selected]);
  const closeGrant = useCallback(() => setGranting(false), []);
  // Tabs whose calls the user may not make are left out rather than answered with 'access denied'.
  const canRoles = usePermission(PERMS.role) !== 'hide';
  const canMembers = usePermission(PERMISSIONS.system.user.list) !== 'hide';

  const toolbar = (
    <Space wrap>
      <PermButton perm={PERMS.add} type="primary" icon={<PlusOutlined />} onClick={() => adder.show({})} data-testid="org-add-root">
        {t('org.addRoot')}
      </PermButton>
      <PermButton perm={PERMS.add} icon={<ApartmentOutlined />} disabled={!selected} onClick={() => adder.show({ parent: selected })} data-testid="org-add-child">
        {t('org.addChild')}
      </PermButton>
      <PermButton perm={PERMS.authorize} icon={<SafetyOutlined />} disabled={!selected} onClick={() => setGranting(true)} data-testid="org-permission">
        {t('org.permission')}
      </PermButton>
      {selected && (
        <DeleteButton
          perm={PERMS.delete}
          onDelete={() => orgApi.remove(selected.id)}
          onDone={async () => {
            setSelectedId(undefined);
            await tree.reload();
          }}
          testId="org-delete"
        />
      )}
    </Space>
  );

  return (
    <>
      <Row gutter={[16, 16]} data-testid="orgs-page">
        <Col xs={24} lg={9} xl={8}>
          <Card title={toolbar} styles={{ header: { paddingBlock: 12 } }}>
            <Input.Search allowClear placeholder={t('org.search')} onChange={(e) => setSearch(e.target.value)} style={{ marginBottom: 12 }} />
            {tree.loading && !tree.data ? (
              <Spin />
            ) : shown.length === 0 ? (
              <Empty />
            ) : (
              <Tree<OrgNode>
                blockNode
                defaultExpandAll
                key={search ? `s:${search}` : `n:${nodes.length}`}
                treeData={shown}
                selectedKeys={selectedId ? [selectedId] : []}
                onSelect={(keys) => setSelectedId(keys[0] === undefined ? undefined : String(keys[0]))}
                titleRender={(node) => (
                  <span data-testid="org-node">
                    {node.orgType === ORG_TYPES.dept ? <TeamOutlined /> : <ApartmentOutlined />} {node.orgName}
                  </span>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={15} xl={16}>
          <Card>
            {!selected ? (
              <Empty description={t('sys.noSelection')} />
            ) : (
              <Tabs
                destroyOnHidden
                items={[
                  { key: 'basic', label: t('org.basic'), children: <EditPanel key={`${selected.id}:${selected.version}`} org={selected} onSaved={tree.reload} /> },
                  ...(canRoles ? [{ key: 'roles', label: t('org.roles'), children: <DepartRoles key={selected.id} departId={selected.id} /> }] : []),
                  ...(canMembers ? [{ key: 'users', label: t('org.users'), children: <DepartMembers key={selected.id} departId={selected.id} /> }] : []),
                ]}
              />
            )}
          </Card>
        </Col>
      </Row>
      <FormModal<{ parent?: OrgNode }, OrgValues>
        state={adder}
        title={t(adder.record?.parent ? 'org.addChild' : 'org.addRoot')}
        width={560}
        initialValues={(r) => ({ parentId: r?.parent?.id ?? null, orgType: r?.parent ? ORG_TYPES.dept : ORG_TYPES.org, orgOrder: 0 })}
        onSubmit={(values) => orgApi.add(toOrgWire(values))}
        onSaved={tree.reload}
        testId="org-form"
      >
        <OrgFields />
      </FormModal>
      <GrantDrawer open={granting} title={`${t('org.permission')}: ${selected?.orgName ?? ''}`} target={target} onClose={closeGrant} />
    </>
  );
}

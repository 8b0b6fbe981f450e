// Every create/edit dialog of the console starts from exactly the record (or parent) it was opened for: each kind is
// opened on two records in a row, and the second must show — and save — the second record, never the first's values.
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, click, fakeServer, flush, mount, type, waitFor, type Call, type Mounted } from './dom-helpers.tsx';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), closeNotification: vi.fn(), showLoginExpired: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const { session } = await import('../src/store/session.ts');
const { setLanguage } = await import('../src/i18n/language.ts');
const { default: RolesPage } = await import('../src/pages/system/roles/RolesPage.tsx');
const { default: PositionsPage } = await import('../src/pages/system/catalogue/PositionsPage.tsx');
const { default: JobsPage } = await import('../src/pages/system/catalogue/JobsPage.tsx');
const { default: ConfigPage } = await import('../src/pages/system/config/ConfigPage.tsx');
const { default: DictPage } = await import('../src/pages/eform/dict/DictPage.tsx');
const { default: UsersPage } = await import('../src/pages/system/users/UsersPage.tsx');
const { default: MenusPage } = await import('../src/pages/system/menus/MenusPage.tsx');
const { default: OrgsPage } = await import('../src/pages/system/orgs/OrgsPage.tsx');
const { DataRulesDrawer } = await import('../src/pages/system/menus/DataRulesDrawer.tsx');
const { DepartRoles } = await import('../src/pages/system/orgs/DepartRoles.tsx');

/** Every button of the screens under test, granted. */
const GRANTED = [
  ...['add', 'edit', 'delete', 'authorize'].map((a) => `system:role:${a}`),
  ...['position', 'job', 'dict'].flatMap((noun) => ['add', 'edit', 'delete'].map((a) => `system:${noun}:${a}`)),
  ...['add', 'edit', 'delete', 'datarule'].map((a) => `system:menu:${a}`),
  ...['add', 'edit', 'delete', 'authorize', 'role'].map((a) => `system:org:${a}`),
  ...['add', 'edit', 'delete', 'frozen', 'recycle', 'password', 'list'].map((a) => `system:user:${a}`),
  'system:config:edit',
].map((action) => ({ action, type: '1' as const, status: '1' as const }));

let mounted: Mounted;
let calls: Call[];

beforeEach(async () => {
  await setLanguage('en_US');
  ui.showNotification.mockClear();
  session.signIn('tok', { id: 'me', username: 'me', realname: 'Me', backRoleFlg: '1' });
  session.setPermissions({ menu: [], auth: GRANTED, allAuth: GRANTED, portalType: 1, formOpenType: 'dialog' });
});

afterEach(() => {
  mounted.unmount();
  session.clear();
  vi.unstubAllGlobals();
});

async function render(node: ReactNode, routes: Record<string, (call: Call) => unknown>, loaded: string): Promise<void> {
  calls = fakeServer(routes);
  mounted = mount();
  mounted.render(node);
  await waitFor(() => bodyText().includes(loaded), `the screen showing ${loaded}`);
}

const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s/g, '');
/** The open dialog (the last one opened). */
const dialog = () => [...document.querySelectorAll('.ant-modal')].at(-1);
/** A control of the open dialog, by id. */
const field = (id: string) => dialog()?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`) ?? null;
const valueOf = (id: string) => field(id)?.value;
/** The text of the open dialog's selected tree-select / select value. */
const selectedText = (id: string) => squeeze(field(id)?.closest('.ant-select')?.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent);
/** The button of the table row showing `text`, by its label. */
function rowButton(text: string, label: string): Element | undefined {
  const row = [...document.querySelectorAll('tr')].find((tr) => tr.textContent?.includes(text));
  return [...(row?.querySelectorAll('button') ?? [])].find((b) => squeeze(b.textContent) === squeeze(label));
}
const toolbarButton = (label: string) => [...document.querySelectorAll('button')].find((b) => squeeze(b.textContent) === squeeze(label) && !b.closest('tr'));

async function openAndWait(button: Element | null | undefined, id: string, value: string): Promise<void> {
  await click(button);
  await waitFor(() => valueOf(id) === value, `#${id} showing '${value}'`);
}
async function closeDialog(): Promise<void> {
  await click(dialog()?.querySelector('.ant-modal-close'));
  await flush();
}
/** OK of the open dialog; resolves with the body of the call it made. */
async function submit(method: string, path: string): Promise<Record<string, unknown>> {
  const before = calls.length;
  await click(dialog()?.querySelector('[data-testid=form-modal-ok]'));
  await waitFor(() => calls.slice(before).some((c) => c.method === method && c.path === path), `${method} ${path}`);
  return calls.slice(before).find((c) => c.method === method && c.path === path)!.body as Record<string, unknown>;
}

const page = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 10 });

/** A list screen whose rows open an edit dialog (and whose Add, if any, opens an empty one). */
interface ListCase {
  kind: string;
  screen: () => ReactNode;
  routes: Record<string, (call: Call) => unknown>;
  /** The two rows: the text that finds the row, and the value its dialog's `field` shows. */
  rows: [{ text: string; value: string }, { text: string; value: string }];
  field: string;
  editLabel?: string;
  /** The save call and what its body must hold for the second row. */
  save: { method: string; path: string; body: Record<string, unknown> };
  addLabel?: string;
}

const role = (id: string, roleName: string, roleCode: string, version: number) =>
  ({ id, roleName, roleCode, back: '1', roleOrder: 0, description: null, version });
const coded = (prefix: 'position' | 'job', id: string, name: string, code: string) =>
  ({ id, version: 4, [`${prefix}Name`]: name, [`${prefix}Code`]: code, [`${prefix}Order`]: 1 });
const dict = (id: string, dictName: string, dictCode: string) =>
  ({ id, dictName, dictCode, category: 'app', version: 2, children: [] });
const rule = (id: string, ruleName: string, ruleColumn: string) =>
  ({ id, version: 5, permissionId: 'm1', ruleName, ruleColumn, ruleConditions: 'eq', ruleValue: '1', status: '0' });

const LIST_CASES: ListCase[] = [
  {
    kind: 'roles',
    screen: () => <RolesPage />,
    routes: {
      'GET /api/system/role/list': () => page([role('r1', 'Auditors', 'auditor', 1), role('r2', 'Editors', 'editor', 3)]),
      'GET /api/system/role/checkRoleCode': () => true,
      'PUT /api/system/role/edit': () => ({ id: 'r2', version: 4 }),
    },
    rows: [{ text: 'Auditors', value: 'Auditors' }, { text: 'Editors', value: 'Editors' }],
    field: 'role-name',
    save: { method: 'PUT', path: '/api/system/role/edit', body: { id: 'r2', version: 3, roleName: 'Editors', roleCode: 'editor' } },
    addLabel: 'Add role',
  },
  ...(['position', 'job'] as const).map((noun): ListCase => ({
    kind: `${noun}s`,
    screen: () => (noun === 'position' ? <PositionsPage /> : <JobsPage />),
    routes: {
      [`GET /api/org/sys${noun === 'position' ? 'Position' : 'Job'}/list`]: () => page([coded(noun, 'p1', 'First', 'F1'), coded(noun, 'p2', 'Second', 'S2')]),
      [`PUT /api/org/sys${noun === 'position' ? 'Position' : 'Job'}/edit`]: () => ({ id: 'p2', version: 5 }),
    },
    rows: [{ text: 'First', value: 'First' }, { text: 'Second', value: 'Second' }],
    field: `${noun}Name`,
    save: { method: 'PUT', path: `/api/org/sys${noun === 'position' ? 'Position' : 'Job'}/edit`, body: { id: 'p2', version: 4, [`${noun}Code`]: 'S2' } },
    addLabel: 'Add',
  })),
  {
    kind: 'system config',
    screen: () => <ConfigPage />,
    routes: {
      'GET /api/system/sysconfig/list': () => [
        { id: 'c1', configCode: 'project-full-name', configValue: 'Full name', description: null, version: 1 },
        { id: 'c2', configCode: 'project-simple-name', configValue: 'Short', description: null, version: 7 },
      ],
      'PUT /api/system/sysconfig/edit': () => ({ configCode: 'project-simple-name', configValue: 'Short', version: 8 }),
    },
    rows: [{ text: 'project-full-name', value: 'Full name' }, { text: 'project-simple-name', value: 'Short' }],
    field: 'config-value',
    save: { method: 'PUT', path: '/api/system/sysconfig/edit', body: { configCode: 'project-simple-name', configValue: 'Short', version: 7 } },
  },
  {
    kind: 'dictionaries',
    screen: () => <DictPage />,
    routes: {
      'GET /api/system/dict/treeList': () => [dict('d1', 'Colours', 'colour'), dict('d2', 'Sizes', 'size')],
      'PUT /api/system/dict/edit': () => ({ version: 3 }),
    },
    rows: [{ text: 'Colours', value: 'Colours' }, { text: 'Sizes', value: 'Sizes' }],
    field: 'dictName',
    save: { method: 'PUT', path: '/api/system/dict/edit', body: { dictCode: 'size', dictName: 'Sizes', version: 2 } },
    addLabel: 'Add',
  },
  {
    kind: 'data rules of a menu',
    screen: () => <DataRulesDrawer menu={{ id: 'm1', name: 'Users' } as never} onClose={() => undefined} />,
    routes: {
      'GET /api/system/permission/queryPermissionRule': () => [rule('dr1', 'Own rows', 'create_by'), rule('dr2', 'Own dept', 'sys_org_code')],
      'GET /api/system/permission/dataRuleVocabulary': () => ({ operators: [{ code: 'eq', label: 'equals' }], variables: [] }),
      'PUT /api/system/permission/editPermissionRule': () => ({ id: 'dr2', version: 6 }),
    },
    rows: [{ text: 'Own rows', value: 'Own rows' }, { text: 'Own dept', value: 'Own dept' }],
    field: 'rule-name',
    save: { method: 'PUT', path: '/api/system/permission/editPermissionRule', body: { id: 'dr2', version: 5, ruleColumn: 'sys_org_code' } },
    addLabel: 'Add rule',
  },
  {
    kind: 'department roles',
    screen: () => <DepartRoles departId="dep1" />,
    routes: {
      'GET /api/org/sysDepartRole/list': () => page([role('dr1', 'Clerks', 'clerk', 1), role('dr2', 'Leads', 'lead', 2)]),
      'PUT /api/org/sysDepartRole/edit': () => ({ id: 'dr2', version: 3 }),
    },
    rows: [{ text: 'Clerks', value: 'Clerks' }, { text: 'Leads', value: 'Leads' }],
    field: 'roleName',
    save: { method: 'PUT', path: '/api/org/sysDepartRole/edit', body: { id: 'dr2', version: 2, roleCode: 'lead' } },
    addLabel: 'Add role',
  },
];

describe.each(LIST_CASES)('$kind', (c) => {
  it('Edit on one record after another shows the second record and saves it as opened', async () => {
    await render(c.screen(), c.routes, c.rows[1].text);
    const [first, second] = c.rows;
    await openAndWait(rowButton(first.text, c.editLabel ?? 'Edit'), c.field, first.value);
    await closeDialog();
    await openAndWait(rowButton(second.text, c.editLabel ?? 'Edit'), c.field, second.value);
    expect(await submit(c.save.method, c.save.path)).toMatchObject(c.save.body);
  });
});

describe.each(LIST_CASES.filter((c) => c.addLabel))('$kind', (c) => {
  it('Add right after an Edit starts empty', async () => {
    await render(c.screen(), c.routes, c.rows[1].text);
    await openAndWait(rowButton(c.rows[1].text, c.editLabel ?? 'Edit'), c.field, c.rows[1].value);
    await closeDialog();
    await openAndWait(toolbarButton(c.addLabel!), c.field, '');
  });
});

describe('dictionary items', () => {
  it('Edit on one item after another shows and saves the second item', async () => {
    const items = [
      { id: 'i1', itemText: '红', itemTextEn: 'Red', itemValue: 'red', sortOrder: 1, visibleCheck: true },
      { id: 'i2', itemText: '蓝', itemTextEn: 'Blue', itemValue: 'blue', sortOrder: 2, visibleCheck: true },
    ];
    await render(<DictPage />, {
      'GET /api/system/dict/treeList': () => [{ ...dict('d1', 'Colours', 'colour'), children: items }],
      'PUT /api/system/dictItem/edit': () => null,
    }, 'Colours');
    await click(document.querySelector('[data-testid=dict-items]'));
    await waitFor(() => bodyText().includes('Blue'), 'the items');
    await openAndWait(rowButton('Red', 'Edit'), 'itemValue', 'red');
    await closeDialog();
    await openAndWait(rowButton('Blue', 'Edit'), 'itemValue', 'blue');
    expect(valueOf('itemTextEn')).toBe('Blue');
    expect(await submit('PUT', '/api/system/dictItem/edit')).toMatchObject({ id: 'i2', itemValue: 'blue', itemText: '蓝' });
  });
});

describe('users', () => {
  const user = (id: string, username: string) => ({ id, username, realname: username.toUpperCase(), status: 1, version: 1, departNames: '', sex: null, phone: null });
  const detail = (id: string, username: string, workNo: string) => ({
    ...user(id, username), workNo, email: null, birthday: null, selectedRole: [], selectedDeparts: [], selectedJob: [], userOrder: 0, isRealUser: true,
  });
  const routes = {
    'GET /api/system/user/list': () => page([user('u1', 'alice'), user('u2', 'bob')]),
    'GET /api/system/user/queryById': (call: Call) => (call.query.get('id') === 'u1' ? detail('u1', 'alice', 'W-1') : detail('u2', 'bob', 'W-2')),
    'GET /api/system/role/queryall': () => [],
    'GET /api/org/sysOrg/queryTreeList': () => [],
    'GET /api/org/sysJob/queryall': () => [],
    'GET /api/system/user/checkOnlyUser': () => true,
    'PUT /api/system/user/editJM': () => ({ id: 'u2', version: 2 }),
    'PUT /api/system/user/resetPassword': () => null,
  };
  const editOf = (username: string) => [...document.querySelectorAll('tr')].find((tr) => tr.textContent?.includes(username))?.querySelector('[data-testid=user-edit]');

  it('Edit on one user after another shows and saves the second user; Add afterwards starts empty', async () => {
    await render(<UsersPage />, routes, 'bob');
    await openAndWait(editOf('alice'), 'user-username', 'alice');
    expect(valueOf('user-work-no')).toBe('W-1');
    await closeDialog();
    await openAndWait(editOf('bob'), 'user-username', 'bob');
    expect(valueOf('user-work-no')).toBe('W-2');
    expect(await submit('PUT', '/api/system/user/editJM')).toMatchObject({ id: 'u2', version: 1, realname: 'BOB', workNo: 'W-2' });
    await openAndWait(document.querySelector('[data-testid=user-add]'), 'user-username', '');
    expect(valueOf('user-work-no')).toBe('');
  });

  it("an administrator's password reset goes to the user it was opened for, starting empty", async () => {
    await render(<UsersPage />, routes, 'bob');
    const reset = async (username: string) => {
      const row = [...document.querySelectorAll('tr')].find((tr) => tr.textContent?.includes(username));
      const menus = document.querySelectorAll('.ant-dropdown').length;
      await click(row?.querySelector('[data-testid=user-more]'));
      // Each row's menu is a dropdown of its own, added when first opened.
      await waitFor(() => document.querySelectorAll('.ant-dropdown').length > menus, 'the row menu');
      const item = [...document.querySelectorAll('.ant-dropdown')].at(-1)?.querySelectorAll('.ant-dropdown-menu-item');
      await click([...(item ?? [])].find((i) => i.textContent === 'Change password'));
      await waitFor(() => valueOf('reset-password') === '', 'an empty password form');
    };
    await reset('alice');
    await type(field('reset-password'), 'Str0ng#Pass');
    await closeDialog();
    await reset('bob');
    await type(field('reset-password'), 'Other#Pass1');
    await type(field('reset-confirm-password'), 'Other#Pass1');
    expect(await submit('PUT', '/api/system/user/resetPassword')).toEqual({ id: 'u2', password: 'Other#Pass1', confirmpassword: 'Other#Pass1' });
  });
});

describe('menus', () => {
  const item = (id: string, code: string, name: string, parentId: string | null, menuType: number, children?: unknown[]) => ({
    id, code, name, parentId, menuType, version: 2, nameEn: null, back: '1', sortNo: 1, component: null, url: `/${code}`, componentProps: null, icon: null,
    menuHidden: false, isKeepalive: false, internalOrExternal: false, alwaysShow: false, redirect: null, perms: null, permsType: '1', status: '0',
    microAppRoute: null, microAppUrl: null, groupCode: null, hasRules: false, ...(children ? { children } : {}),
  });
  const tree = () => [
    item('crm', 'crm', 'Customer management', null, 0, [item('crm-customer', 'crm-customer', 'Customers', 'crm', 1)]),
    item('system', 'system', 'System', null, 0, [item('system-user', 'system-user', 'Users', 'system', 1)]),
  ];
  const routes = {
    'GET /api/system/permission/list': tree,
    'PUT /api/system/permission/edit': () => ({ id: 'x', version: 3 }),
    'POST /api/system/permission/add': () => ({ id: 'new' }),
  };
  async function expandAll() {
    await click(toolbarButton('Expand all'));
    await waitFor(() => bodyText().includes('Users'), 'the expanded tree');
  }

  it("Edit on Users after editing another item shows, and keeps, Users' own parent", async () => {
    await render(<MenusPage />, routes, 'System');
    await expandAll();
    await openAndWait(document.querySelector('[data-testid=menu-edit-crm-customer]'), 'menu-name', 'Customers');
    await waitFor(() => selectedText('menu-parent') === 'Customermanagement', 'the first item\'s parent');
    await closeDialog();
    await openAndWait(document.querySelector('[data-testid=menu-edit-system-user]'), 'menu-name', 'Users');
    await waitFor(() => selectedText('menu-parent') === 'System', 'the second item\'s own parent');
    expect(await submit('PUT', '/api/system/permission/edit')).toMatchObject({ id: 'system-user', parentId: 'system', name: 'Users', version: 2 });
  });

  it('Add child right after Add top-level starts empty under the chosen parent, and creates it there', async () => {
    await render(<MenusPage />, routes, 'System');
    await openAndWait(document.querySelector('[data-testid=menu-add]'), 'menu-name', '');
    await type(field('menu-name'), 'Top');
    await closeDialog();
    await openAndWait(document.querySelector('[data-testid=menu-add-child-system]'), 'menu-name', '');
    await waitFor(() => selectedText('menu-parent') === 'System', 'the chosen parent');
    await type(field('menu-name'), 'Child');
    expect(await submit('POST', '/api/system/permission/add')).toMatchObject({ name: 'Child', parentId: 'system', menuType: 1 });
  });

  it('Add top-level right after Add child has no parent', async () => {
    await render(<MenusPage />, routes, 'System');
    await openAndWait(document.querySelector('[data-testid=menu-add-child-crm]'), 'menu-name', '');
    await waitFor(() => selectedText('menu-parent') === 'Customermanagement', 'the chosen parent');
    await closeDialog();
    await openAndWait(document.querySelector('[data-testid=menu-add]'), 'menu-name', '');
    await type(field('menu-name'), 'Top');
    expect(await submit('POST', '/api/system/permission/add')).toMatchObject({ name: 'Top', parentId: null, menuType: 0 });
  });

  it('Data rules of one menu after another list, and add to, the menu they were opened for', async () => {
    await render(<MenusPage />, {
      ...routes,
      'GET /api/system/permission/queryPermissionRule': (call: Call) =>
        call.query.get('permissionId') === 'crm-customer' ? [rule('dr1', 'Own customers', 'create_by')] : [rule('dr2', 'Own users', 'sys_org_code')],
      'GET /api/system/permission/dataRuleVocabulary': () => ({ operators: [{ code: 'eq', label: 'equals' }], variables: [] }),
      'POST /api/system/permission/addPermissionRule': () => ({ id: 'dr3' }),
    }, 'System');
    await expandAll();
    const rules = () => document.querySelector('[data-testid=data-rules]')?.textContent ?? '';
    await click(document.querySelector('[data-testid=menu-rules-crm-customer]'));
    await waitFor(() => rules().includes('Own customers'), 'the rules of Customers');
    await click(document.querySelector('[data-testid=data-rules] .ant-drawer-close'));
    await waitFor(() => !rules().includes('Own customers'), 'the drawer closed');
    await click(document.querySelector('[data-testid=menu-rules-system-user]'));
    await waitFor(() => rules().includes('Own users'), 'the rules of Users');
    expect(rules()).not.toContain('Own customers');
    await openAndWait(document.querySelector('[data-testid=rule-add]'), 'rule-name', '');
    await type(field('rule-name'), 'Mine');
    await type(field('rule-column'), 'create_by');
    expect(await submit('POST', '/api/system/permission/addPermissionRule')).toMatchObject({ ruleName: 'Mine', permissionId: 'system-user' });
  });
});

describe('organisations', () => {
  const org = (id: string, orgName: string, orgCode: string, parentId: string | null, children?: unknown[]) => ({
    id, key: id, title: orgName, orgName, orgCode, parentId, orgType: parentId ? 'dept' : 'org', orgNameAbbr: null, orgOrder: 0, description: null,
    version: 1, leaf: !children, ...(children ? { children } : {}),
  });
  const routes = {
    'GET /api/org/sysOrg/queryTreeList': () => [org('hq', 'Head office', 'HQ', null, [org('qa', 'Quality', 'HQ-QA', 'hq')]), org('br', 'Branch', 'BR', null)],
    'POST /api/org/sysOrg/add': () => ({ id: 'new' }),
    'PUT /api/org/sysOrg/edit': () => ({ id: 'x', version: 2 }),
    'GET /api/org/sysDepartRole/list': () => page([]),
    'GET /api/system/user/queryUserByDepId': () => [],
  };
  const node = (name: string) => [...document.querySelectorAll('[data-testid=org-node]')].find((n) => n.textContent?.includes(name));
  const panelCode = () => document.querySelector<HTMLInputElement>('[data-testid=org-edit] #org-code')?.value;

  it('Add child right after Add organisation starts empty and creates a department under the selected one', async () => {
    await render(<OrgsPage />, routes, 'Branch');
    await openAndWait(document.querySelector('[data-testid=org-add-root]'), 'org-name', '');
    await type(field('org-name'), 'Never saved');
    await closeDialog();
    await click(node('Head office'));
    await waitFor(() => panelCode() === 'HQ', 'the edit panel');
    await openAndWait(document.querySelector('[data-testid=org-add-child]'), 'org-name', '');
    await waitFor(() => selectedText('org-parent') === 'Headoffice', 'the chosen parent');
    await type(field('org-name'), 'Logistics');
    await type(field('org-code'), 'HQ-LOG');
    expect(await submit('POST', '/api/org/sysOrg/add')).toMatchObject({ orgName: 'Logistics', parentId: 'hq', orgType: 'dept' });
  });

  it('Add organisation right after Add child has no parent', async () => {
    await render(<OrgsPage />, routes, 'Branch');
    await click(node('Branch'));
    await openAndWait(document.querySelector('[data-testid=org-add-child]'), 'org-name', '');
    await closeDialog();
    await openAndWait(document.querySelector('[data-testid=org-add-root]'), 'org-name', '');
    await type(field('org-name'), 'Subsidiary');
    await type(field('org-code'), 'SUB');
    expect(await submit('POST', '/api/org/sysOrg/add')).toMatchObject({ orgName: 'Subsidiary', parentId: null, orgType: 'org' });
  });

  it('the edit panel shows, and saves, the organisation selected, one after another', async () => {
    await render(<OrgsPage />, routes, 'Branch');
    for (const [name, code] of [['Head office', 'HQ'], ['Branch', 'BR'], ['Quality', 'HQ-QA']] as const) {
      await click(node(name));
      await waitFor(() => panelCode() === code, `${name} in the edit panel`);
    }
    await click(document.querySelector('[data-testid=org-save]'));
    await waitFor(() => calls.some((c) => c.method === 'PUT'), 'the save');
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ id: 'qa', orgCode: 'HQ-QA', parentId: 'hq' });
  });

  it('the department roles tab follows the organisation selected, and adds to it', async () => {
    await render(<OrgsPage />, {
      ...routes,
      'GET /api/org/sysDepartRole/list': (call: Call) =>
        page(call.query.get('deptId') === 'hq' ? [role('r1', 'Head clerks', 'hq_clerk', 1)] : [role('r2', 'Branch clerks', 'br_clerk', 1)]),
      'POST /api/org/sysDepartRole/add': () => ({ id: 'r3' }),
    }, 'Branch');
    const tab = () => document.querySelector('.ant-tabs-content')?.textContent ?? '';
    await click(node('Head office'));
    await click([...document.querySelectorAll('.ant-tabs-tab-btn')].find((t) => t.textContent === 'Department roles'));
    await waitFor(() => tab().includes('Head clerks'), 'the roles of the head office');
    await click(node('Branch'));
    await waitFor(() => tab().includes('Branch clerks'), 'the roles of the branch');
    expect(tab()).not.toContain('Head clerks');
    await openAndWait(toolbarButton('Add role'), 'roleName', '');
    await type(field('roleName'), 'Drivers');
    await type(field('roleCode'), 'driver');
    expect(await submit('POST', '/api/org/sysDepartRole/add')).toMatchObject({ roleName: 'Drivers', deptId: 'br' });
  });
});

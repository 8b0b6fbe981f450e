// The operator's screen in the menu (issue #34 item 5): System › Enterprises is no seeded menu item — an enterprise's
// administrator could grant a seeded item to anyone — but added to the menu tree of an operator's session only. Its
// calls check the operator on the server (operator-routes.ts) whatever the menu shows. The other way round, System ›
// Monitor shows the whole platform's figures: it is seeded for every enterprise but left out of the menu of any but the
// platform's own (its route refuses them with 403 whatever the menu shows).
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Session } from '../auth/session.ts';
import type { MenuNode } from '../system/menu.ts';
import { isOperator, isPlatformEnterprise } from './operator.ts';

export const OPERATOR_PATH = '/system/enterprise';

const OPERATOR_NODE: MenuNode = {
  id: 'system-enterprise', path: OPERATOR_PATH, name: 'system-enterprise', component: 'system/enterprise', back: '1',
  hidden: false, alwaysShow: false,
  meta: { title: '企业管理', titleEn: 'Enterprises', icon: 'ShopOutlined', permissionList: [], keepAlive: false, internalOrExternal: false },
};

/** Menu components of pages about the whole platform, shown to the platform's own enterprise only. */
const PLATFORM_ONLY_COMPONENTS: ReadonlySet<string> = new Set(['system/monitor']);

const withoutPlatformPages = (nodes: MenuNode[]): MenuNode[] =>
  nodes.filter((node) => !PLATFORM_ONLY_COMPONENTS.has(node.component))
    .map((node) => (node.children ? { ...node, children: withoutPlatformPages(node.children) } : node));

/**
 * The menu as this session's enterprise may have it: without the platform's pages in another enterprise, and with System
 * › Enterprises added for an operator (at the top level when they have no System folder).
 */
export async function withOperatorMenu<T extends { menu: MenuNode[] }>(db: Database, config: ServerConfig, session: Session, perms: T): Promise<T> {
  if (!(await isPlatformEnterprise(db, session.tenantId))) return { ...perms, menu: withoutPlatformPages(perms.menu) };
  if (!(await isOperator(db, config, session))) return perms;
  const system = perms.menu.find((node) => node.path === '/system');
  if (!system) return { ...perms, menu: [...perms.menu, OPERATOR_NODE] };
  const children = system.children ?? [];
  const menu = perms.menu.map((node) => (node === system ? { ...system, children: [...children, OPERATOR_NODE] } : node));
  return { ...perms, menu };
}

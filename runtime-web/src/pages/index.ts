// The page registry entries of the shell. Later issues replace placeholders with their pages.
import { registerKind, registerPage } from '../router/registry.ts';

const placeholder = () => import('./misc/Placeholder.tsx');

registerPage('app/group', () => import('./home/AppGroupPage.tsx'));
registerPage('index/portal', () => import('./home/PortalPage.tsx'));
const SYSTEM_PAGES = ['system/user', 'system/role', 'system/org', 'system/menu', 'system/dict', 'system/log', 'system/config', 'system/myMessage'];
for (const component of SYSTEM_PAGES) {
  registerPage(component, placeholder);
}

registerKind('iframe', () => import('./frames/IframePage.tsx'));
registerKind('microApp', () => import('./frames/MicroAppPage.tsx'));
// Filled by the form, view, report and process issues.
registerKind('eformView', () => import('../renderers/view/ListPage.tsx'));
registerKind('widget', placeholder);
registerKind('formAdd', placeholder);
registerKind('processTab', placeholder);

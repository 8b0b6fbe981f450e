// The demo app: a small order-keeping app with one of nearly every kind an app bundle carries — its table, form and
// list page, a status dictionary, a menu and the role granted it, an order-number fill rule and check, an SQL query,
// a sales dataset with its chart and a home portal. It is not installed at first start: it is the sample an integrator
// exports, keeps in git and installs into an enterprise (`npm run bundle -- import <folder>`), built from the engine's
// documented samples so that it stays valid as they do.
import { METADATA_SAMPLES as S, type AppBundle } from '@yc/engine';

const { beforeLoad: _script, ...orderList } = S.view;

export const DEMO_BUNDLE: AppBundle = {
  format: 'yc-app-bundle/1',
  appCode: 'yc-demo',
  appName: '订单演示',
  appNameEn: 'Order demo',
  appVersion: '1.0.0',
  description: '订单表、表单、列表页、字典、菜单与角色、编号规则、报表与门户',
  descriptionEn: 'Orders with their form, list page, dictionary, menu and role, numbering rule, report and portal',
  groups: [{ ...S.appGroup, groupName: '订单演示', groupNameEn: 'Order demo' }],
  tableModels: [{ ...S.tableModel, isSync: undefined }],
  forms: [S.form],
  views: [orderList],
  dictionaries: [S.dictionary],
  menus: [{ ...S.menu, groupCode: S.appGroup.groupCode }],
  roles: [S.role],
  fillRules: [S.fillRule],
  checkRules: [S.checkRule],
  sqlConfigs: [S.sqlConfig],
  datasets: [S.dataset],
  widgets: [S.widget],
  portals: [S.portal],
};

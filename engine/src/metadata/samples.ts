// One small valid example of every metadata kind: documentation that the tests execute, and designer starting points.
import type { MetadataKind, MetadataOf } from './kinds.ts';

type Samples = { [K in MetadataKind]: MetadataOf<K> };

const tableModel: MetadataOf<'tableModel'> = {
  tableName: 'demo_order',
  tableDesc: 'Order',
  objStructure: 'main',
  persistenceType: 'db',
  isSync: 'notCreated',
  columns: [
    { colCode: 'id', colName: 'Id', colType: 'varchar', colLength: 36, isKey: true, isSystem: true },
    { colCode: 'order_no', colName: 'Order number', colType: 'varchar', colLength: 32, isRequired: true, showType: 'input' },
    { colCode: 'amount', colName: 'Amount', colType: 'number', colLength: 12, colPointLength: 2, showType: 'number' },
    { colCode: 'status', colName: 'Status', colType: 'varchar', colLength: 8, showType: 'select', showConfig: { dictOption: { dictCode: 'order_status' } } },
  ],
};

const form: MetadataOf<'form'> = {
  formName: 'Order',
  formCode: 'demo_order_form',
  objectName: 'demo_order',
  formStatus: 'published',
  fields: [
    {
      type: 'grid',
      key: 'main_grid',
      columns: [
        { span: 12, children: [{ type: 'input', key: 'order_no', title: 'Order number', required: 'Y', rules: [{ pattern: 'letter' }] }] },
        { span: 12, children: [{ type: 'number', key: 'amount', title: 'Amount' }] },
      ],
    },
    {
      type: 'select',
      key: 'status',
      title: 'Status',
      showConfig: {
        dictOption: { dictCode: 'order_status' },
        linkage: [{ when: { '==': [{ var: 'status' }, 'closed'] }, actions: [{ action: 'disable', target: 'amount' }] }],
      },
    },
  ],
};

const view: MetadataOf<'view'> = {
  viewName: 'Orders',
  viewCode: 'demo_order_list',
  viewType: 'table',
  tableName: 'demo_order',
  formCode: 'demo_order_form',
  isPage: true,
  pageNum: 20,
  flowScope: 'noLimit',
  columns: [
    { colCode: 'order_no', colName: 'Order number', isQuery: true, queryOp: 'like', isDefaultQuery: true, isSort: true },
    { colCode: 'amount', colName: 'Amount', alignType: 'right', isQuery: true, queryOp: 'between' },
    { colCode: 'status', colName: 'Status', dictCode: 'order_status', tuoMin: 'none' },
  ],
  buttons: [
    { buttonName: 'Add', buttonType: 'toolbar', action: 'add', openType: 'middle', linkForm: 'demo_order_form', permission: 'order:add' },
    { buttonName: 'Edit', buttonType: 'inline', action: 'edit', openType: 'middle', linkForm: 'demo_order_form' },
  ],
  beforeLoad: { lang: 'script', code: 'return query;' },
};

export const METADATA_SAMPLES: Samples = {
  appGroup: { groupName: 'Demo', groupCode: 'demo', orderNum: 1, isCommon: false },
  tableModel,
  erModel: {
    erName: 'Orders',
    erCode: 'demo_orders',
    tables: [{ tableName: 'demo_order' }, { tableName: 'demo_order_line' }],
    relations: [{ fromTable: 'demo_order', fromColumn: 'id', toTable: 'demo_order_line', toColumn: 'order_id', relationType: 'oneToMany' }],
  },
  form,
  view,
  dataset: {
    datasetName: 'Sales by status',
    datasetCode: 'demo_sales',
    tableName: 'demo_order',
    dimension: ['status'],
    measure: [{ colCode: 'amount', agg: 'sum', alias: 'total' }],
  },
  widget: { widgetName: 'Sales', widgetCode: 'demo_sales_pie', datasetCode: 'demo_sales', widgetType: 'Pie' },
  portal: { portalName: 'Home', portalCode: 'demo_home', items: [{ i: 'a', x: 0, y: 0, w: 6, h: 4, widgetCode: 'demo_sales_pie' }] },
  menu: { id: 'demo-orders', name: '订单', nameEn: 'Orders', menuType: 1, back: '0', sortNo: 1, url: '/eform/view/demo_order_list' },
  dictionary: {
    dictCode: 'order_status',
    dictName: 'Order status',
    category: 'app',
    items: [
      { itemText: '新建', itemTextEn: 'New', itemValue: 'new', sortOrder: 1 },
      { itemText: '关闭', itemTextEn: 'Closed', itemValue: 'closed', sortOrder: 2 },
    ],
  },
  category: { code: 'hardware', name: 'Hardware', sortNo: 1 },
  sysConfig: { configCode: 'project-full-name', configValue: 'Yuncheng low-code platform' },
  role: { roleCode: 'demo_clerk', roleName: 'Clerk', back: '0', permissions: ['demo-orders'] },
  sqlConfig: {
    sqlName: 'Orders by status',
    sqlCode: 'demo_orders_by_status',
    sqlQuery: 'select id, order_no from demo_order where status = :status',
    parameters: [{ parameterKey: 'status', defaultValue: 'new' }],
  },
  httpConfig: {
    httpName: 'Cities',
    httpCode: 'demo_cities',
    httpUrl: 'https://example.com/cities',
    httpMethod: 'GET',
    inParameterType: 'query',
    inParameter: [{ parameterKey: 'province' }],
  },
  fillRule: { ruleName: 'Order number', ruleCode: 'order_no', ruleClass: 'serialNumber', ruleParams: { prefix: 'SO' } },
  checkRule: { ruleName: 'Order number', ruleCode: 'order_no_check', pattern: '^SO\\d{8}$', message: 'Invalid order number', priority: 1 },
  template: { tempName: 'Single table', tempCode: 'single', tempType: 'code', tempBodyString: '', enabled: true },
  processTemplate: {
    group: 'Demo',
    name: 'Order approval',
    key: 'demo_order_approval',
    version: 1,
    status: 'design',
    bpmnXml: '<definitions/>',
    startPermission: { type: 'all' },
  },
  appBundle: {
    format: 'yc-app-bundle/1',
    appCode: 'demo',
    appName: 'Demo',
    appVersion: '1.0.0',
    groups: [{ groupName: 'Demo', groupCode: 'demo' }],
    tableModels: [tableModel],
    forms: [form],
    views: [view],
  },
};

// The operations the MCP server offers as tools (issue #41): one row each, the tool's name and the operationId of the
// contract (schemas/openapi.json) it calls. Description and input schema come from the operation itself; a row with
// `confirm` is destructive: its first call answers a plan and a confirm token, the call again with the token executes.
//   confirm 'call': the plan is the call itself; 'ddl': the table model's DDL preview; 'bundle': the bundle's install plan.
export type ConfirmPlan = 'call' | 'ddl' | 'bundle';

export interface ToolRow {
  name: string;
  operationId: string;
  confirm?: ConfirmPlan;
}

const rows = (text: string): ToolRow[] =>
  text.trim().split(/\s*\n\s*/).map((line) => {
    const [name, operationId, confirm] = line.split(/\s+/);
    return { name: name!, operationId: operationId!, ...(confirm ? { confirm: confirm as ConfirmPlan } : {}) };
  });

export const TOOL_ROWS: readonly ToolRow[] = rows(`
  appGroup_list getEformManageAppGroupList
  appGroup_add postEformManageAppGroupAdd
  appGroup_edit putEformManageAppGroupEdit
  appGroup_delete deleteEformManageAppGroupDelete call
  tableModel_list getEformManageTableModelList
  tableModel_get getEformManageTableModelQueryByCode
  tableModel_add postEformManageTableModelAdd
  tableModel_edit putEformManageTableModelEdit
  tableModel_delete deleteEformManageTableModelDelete call
  tableModel_history getEformManageTableModelHistory
  tableModel_ddl getEformManageTableModelDdl
  tableModel_createTable postEformManageTableModelCreateTable ddl
  tableModel_syncTable postEformManageTableModelSyncTable ddl
  tableModel_generate postEformManageTableModelGenerate
  tableModel_updateGenerated postEformManageTableModelUpdateGenerated
  form_list getEformManageFormList
  form_get getEformManageFormQueryByCode
  form_add postEformManageFormAdd
  form_edit putEformManageFormEdit
  form_delete deleteEformManageFormDelete call
  page_list getEformManageViewList
  page_get getEformManageViewQueryByCode
  page_add postEformManageViewAdd
  page_edit putEformManageViewEdit
  page_delete deleteEformManageViewDelete call
  page_addToMenu postEformManageViewAddToMenu
  dict_list getSystemDictTreeList
  dict_add postSystemDictAdd
  dict_edit putSystemDictEdit
  dict_delete deleteSystemDictDelete call
  dictItem_add postSystemDictItemAdd
  dictItem_edit putSystemDictItemEdit
  dictItem_delete deleteSystemDictItemDelete call
  dataset_list getEformManageDatasetList
  dataset_get getEformManageDatasetQueryByCode
  dataset_add postEformManageDatasetAdd
  dataset_edit putEformManageDatasetEdit
  dataset_delete deleteEformManageDatasetDelete call
  dataset_preview postEformManageDatasetPreview
  widget_list getEformManageWidgetList
  widget_get getEformManageWidgetQueryByCode
  widget_add postEformManageWidgetAdd
  widget_edit putEformManageWidgetEdit
  widget_delete deleteEformManageWidgetDelete call
  portal_list getEformManagePortalList
  portal_get getEformManagePortalQueryByCode
  portal_add postEformManagePortalAdd
  portal_edit putEformManagePortalEdit
  portal_delete deleteEformManagePortalDelete call
  processTemplate_list getBpmTemplateList
  processTemplate_get getBpmTemplateQueryByKey
  processTemplate_add postBpmTemplateAdd
  processTemplate_edit putBpmTemplateEdit
  processTemplate_delete deleteBpmTemplateDelete call
  processTemplate_validate postBpmTemplateValidate
  processTemplate_publish postBpmTemplatePublish
  menu_list getSystemPermissionList
  menu_add postSystemPermissionAdd
  menu_edit putSystemPermissionEdit
  menu_delete deleteSystemPermissionDelete call
  menu_dataRules getSystemPermissionGetPermRuleListByPermId
  menu_addDataRule postSystemPermissionAddPermissionRule
  role_list getSystemRoleQueryall
  role_add postSystemRoleAdd
  role_edit putSystemRoleEdit
  role_delete deleteSystemRoleDelete call
  role_menus getSystemPermissionQueryRolePermission
  role_saveMenus postSystemPermissionSaveRolePermission
  role_dataRules getSystemRoleDatarule
  role_saveDataRules postSystemRoleDatarule
  user_list getSystemUserList
  user_get getSystemUserQueryById
  user_edit putSystemUserEdit
  record_page getEformEngineViewByViewCode
  record_query postEformEngineViewByViewCodeList
  record_get getEformEngineViewByViewCodeDataById
  record_add postEformEngineViewByViewCodeData
  record_edit putEformEngineViewByViewCodeDataById
  record_delete deleteEformEngineViewByViewCodeDataById call
  record_log getEformEngineViewByViewCodeDataByIdLog
  process_startable getBpmProcessStartable
  process_start postBpmProcessStart
  task_todo getBpmTaskTodo
  task_complete postBpmTaskComplete
  bundle_apps getEformManageMarketQueryAppList
  bundle_export getEformManageMarketExport
  bundle_plan postEformManageMarketPlan
  bundle_install postEformManageMarketInstallation bundle
  bundle_update putEformManageMarketUpdate bundle
`);

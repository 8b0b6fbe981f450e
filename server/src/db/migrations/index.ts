// Every migration, in order, and the tenant-scoped tables they create (row-level security is applied to each).
// A domain adds its migration file here, with the tables it owns.
import * as platform from './Migration20261122000001Platform.ts';
import * as identity from './Migration20261123000001Identity.ts';
import * as eform from './Migration20261124000001Eform.ts';
import * as tenantPolicy from './Migration20261125000001TenantPolicy.ts';
import * as transactionScoped from './Migration20261126000001TransactionScoped.ts';
import * as changeNotify from './Migration20261127000001ChangeNotify.ts';
import * as adminGetsMenus from './Migration20261128000001AdminGetsMenus.ts';
import * as englishNames from './Migration20261129000001EnglishNames.ts';
import * as recordVersion from './Migration20261130000001RecordVersion.ts';
import * as metadataHistory from './Migration20261201000001MetadataHistory.ts';
import * as tenantSchemas from './Migration20261202000001TenantSchemas.ts';
import * as metadataOwnership from './Migration20261203000001MetadataOwnership.ts';
import * as logicLayer from './Migration20261204000001LogicLayer.ts';
import * as systemMetadataHistory from './Migration20261205000001SystemMetadataHistory.ts';
import * as templates from './Migration20261206000001Templates.ts';
import * as erModels from './Migration20261207000001ErModels.ts';
import * as bpm from './Migration20261208000001Bpm.ts';
import * as bpmTasks from './Migration20261208000002BpmTasks.ts';
import * as bpmVariables from './Migration20261208000003BpmVariables.ts';
import * as bpmFlow from './Migration20261208000004BpmFlow.ts';
import * as bpmCallActivity from './Migration20261208000005BpmCallActivity.ts';
import * as bpmTaskLists from './Migration20261208000006BpmTaskLists.ts';
import * as orgLeader from './Migration20261208000007OrgLeader.ts';
import * as bpmEvents from './Migration20261208000008BpmEvents.ts';
import * as bpmDelegation from './Migration20261208000009BpmDelegation.ts';
import * as bpmCollection from './Migration20261208000010BpmCollection.ts';
import * as bpmTemplateGroups from './Migration20261208000011BpmTemplateGroups.ts';
import * as reports from './Migration20261209000001Reports.ts';
import * as files from './Migration20261210000001Files.ts';
import * as pageFlowScope from './Migration2026121105000001PageFlowScope.ts';
import * as portals from './Migration20261211070001Portals.ts';
import * as excelJobs from './Migration20261212050001ExcelJobs.ts';
import * as announcements from './Migration20261212060001Announcements.ts';
import * as datasetCache from './Migration20261212070001DatasetCache.ts';
import * as parallelTenant from './Migration20261212070001ParallelTenant.ts';

export const MIGRATIONS = [
  { name: 'Migration20261122000001Platform', class: platform.Migration20261122000001Platform },
  { name: 'Migration20261123000001Identity', class: identity.Migration20261123000001Identity },
  { name: 'Migration20261124000001Eform', class: eform.Migration20261124000001Eform },
  { name: 'Migration20261125000001TenantPolicy', class: tenantPolicy.Migration20261125000001TenantPolicy },
  { name: 'Migration20261126000001TransactionScoped', class: transactionScoped.Migration20261126000001TransactionScoped },
  { name: 'Migration20261127000001ChangeNotify', class: changeNotify.Migration20261127000001ChangeNotify },
  { name: 'Migration20261128000001AdminGetsMenus', class: adminGetsMenus.Migration20261128000001AdminGetsMenus },
  { name: 'Migration20261129000001EnglishNames', class: englishNames.Migration20261129000001EnglishNames },
  { name: 'Migration20261130000001RecordVersion', class: recordVersion.Migration20261130000001RecordVersion },
  { name: 'Migration20261201000001MetadataHistory', class: metadataHistory.Migration20261201000001MetadataHistory },
  { name: 'Migration20261202000001TenantSchemas', class: tenantSchemas.Migration20261202000001TenantSchemas },
  { name: 'Migration20261203000001MetadataOwnership', class: metadataOwnership.Migration20261203000001MetadataOwnership },
  { name: 'Migration20261204000001LogicLayer', class: logicLayer.Migration20261204000001LogicLayer },
  { name: 'Migration20261205000001SystemMetadataHistory', class: systemMetadataHistory.Migration20261205000001SystemMetadataHistory },
  { name: 'Migration20261206000001Templates', class: templates.Migration20261206000001Templates },
  { name: 'Migration20261207000001ErModels', class: erModels.Migration20261207000001ErModels },
  { name: 'Migration20261208000001Bpm', class: bpm.Migration20261208000001Bpm },
  { name: 'Migration20261208000002BpmTasks', class: bpmTasks.Migration20261208000002BpmTasks },
  { name: 'Migration20261208000003BpmVariables', class: bpmVariables.Migration20261208000003BpmVariables },
  { name: 'Migration20261208000004BpmFlow', class: bpmFlow.Migration20261208000004BpmFlow },
  { name: 'Migration20261208000005BpmCallActivity', class: bpmCallActivity.Migration20261208000005BpmCallActivity },
  { name: 'Migration20261208000006BpmTaskLists', class: bpmTaskLists.Migration20261208000006BpmTaskLists },
  { name: 'Migration20261208000007OrgLeader', class: orgLeader.Migration20261208000007OrgLeader },
  { name: 'Migration20261208000008BpmEvents', class: bpmEvents.Migration20261208000008BpmEvents },
  { name: 'Migration20261208000009BpmDelegation', class: bpmDelegation.Migration20261208000009BpmDelegation },
  { name: 'Migration20261208000010BpmCollection', class: bpmCollection.Migration20261208000010BpmCollection },
  { name: 'Migration20261208000011BpmTemplateGroups', class: bpmTemplateGroups.Migration20261208000011BpmTemplateGroups },
  { name: 'Migration20261209000001Reports', class: reports.Migration20261209000001Reports },
  { name: 'Migration20261210000001Files', class: files.Migration20261210000001Files },
  { name: 'Migration20261211070001Portals', class: portals.Migration20261211070001Portals },
  { name: 'Migration20261212060001Announcements', class: announcements.Migration20261212060001Announcements },
  { name: 'Migration2026121105000001PageFlowScope', class: pageFlowScope.Migration2026121105000001PageFlowScope },
  { name: 'Migration20261212050001ExcelJobs', class: excelJobs.Migration20261212050001ExcelJobs },
  { name: 'Migration20261212070001DatasetCache', class: datasetCache.Migration20261212070001DatasetCache },
  { name: 'Migration20261212070001ParallelTenant', class: parallelTenant.Migration20261212070001ParallelTenant },
];

export const TENANT_TABLES: readonly string[] = [...platform.TENANT_TABLES, ...identity.TENANT_TABLES, ...eform.TENANT_TABLES, ...transactionScoped.TENANT_TABLES, ...metadataHistory.TENANT_TABLES, ...logicLayer.TENANT_TABLES, ...bpm.TENANT_TABLES, ...bpmTasks.TENANT_TABLES, ...bpmFlow.TENANT_TABLES, ...bpmDelegation.TENANT_TABLES, ...bpmCollection.TENANT_TABLES, ...bpmTemplateGroups.TENANT_TABLES, ...files.TENANT_TABLES, ...announcements.TENANT_TABLES];

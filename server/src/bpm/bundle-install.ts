// The process templates of an app bundle (BPMN with its diagram, node settings and start permission), installed as
// the app's: a template this app shipped and the enterprise has not changed since is replaced, any other is kept and
// reported. Each BPMN file is read as the template routes read it (no DTDs or entities, its process key present)
// before anything is written; the status is the bundle's, and an active or suspended template's design is published
// as its next definition version when it differs from the last one, so that instances start on what was installed.
import { randomUUID } from 'node:crypto';
import type { AppBundle } from '@yc/engine';
import { BpmnRejected, readBpmn, BPM_MESSAGES } from '@yc/engine/bpm';
import type { EntityManager } from '../db/database.ts';
import type { KeptItem } from '../eform/metadata/bundle-install.ts';
import { badRequest } from '../wire/envelope.ts';

/** A broken BPMN file refuses the bundle (400, with the template routes' message). */
async function checkedBpmn(key: string, xml: string): Promise<void> {
  let processes;
  try {
    ({ processes } = await readBpmn(xml));
  } catch (error) {
    if (error instanceof BpmnRejected) throw badRequest(error.catalogued);
    throw error;
  }
  if (!processes.some((p) => p.id === key)) throw badRequest(BPM_MESSAGES.keyNotInBpmn(key));
}

export async function installProcessTemplates(em: EntityManager, bundle: AppBundle): Promise<KeptItem[]> {
  const templates = bundle.processTemplates ?? [];
  for (const t of templates) await checkedBpmn(t.key, t.bpmnXml);
  const kept: KeptItem[] = [];
  for (const t of templates) {
    const [row] = await em.execute<{ id: string }[]>(
      `insert into bpm_template (id, template_key, name, group_name, group_code, status, form_code, bpmn_xml, start_permission, nodes,
         created_by, updated_by, app_code)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, 'install', 'install', ?)
       on conflict (tenant_id, template_key) do update set name = excluded.name, group_name = excluded.group_name,
         group_code = excluded.group_code, status = excluded.status, form_code = excluded.form_code, bpmn_xml = excluded.bpmn_xml,
         start_permission = excluded.start_permission, nodes = excluded.nodes, updated_by = 'install', updated_at = now(),
         version = bpm_template.version + 1
       where bpm_template.app_code is not distinct from excluded.app_code and not bpm_template.changed
       returning id`,
      [randomUUID(), t.key, t.name, t.group, t.groupCode ?? null, t.status, t.formCode ?? null, t.bpmnXml,
        JSON.stringify(t.startPermission), JSON.stringify(t.nodes ?? {}), bundle.appCode],
    );
    if (!row) {
      kept.push({ kind: 'processTemplate', code: t.key });
      continue;
    }
    if (t.status === 'design') continue;
    // The design published, unless the last definition is that very design.
    await em.execute(
      `with last as (select v.* from bpm_template_version v where v.template_key = ? order by v.definition_version desc limit 1),
            published as (
              insert into bpm_template_version (template_key, definition_version, name, form_code, bpmn_xml, start_permission, nodes, published_by)
              select t.template_key, coalesce((select definition_version from last), 0) + 1, t.name, t.form_code, t.bpmn_xml, t.start_permission, t.nodes, 'install'
                from bpm_template t where t.id = ? and not exists (select 1 from last l where l.bpmn_xml = t.bpmn_xml and l.name = t.name
                  and l.form_code is not distinct from t.form_code and l.start_permission = t.start_permission and l.nodes = t.nodes)
              returning definition_version)
       update bpm_template set published_version = (select definition_version from published) where id = ? and exists (select 1 from published)`,
      [t.key, row.id, row.id],
    );
  }
  return kept;
}

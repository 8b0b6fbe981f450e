// The BPM store's templates: the groups' template counts, and the templates an app bundle installs.
import { randomUUID } from 'node:crypto';
import type { AppBundle } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';

type BundledTemplate = NonNullable<AppBundle['processTemplates']>[number];

/** Template counts by their group text. */
export const templateCountsByGroup = (em: EntityManager) =>
  em.execute<{ group_name: string; n: number }[]>('select group_name, count(*)::int as n from bpm_template group by group_name');

/**
 * Writes a bundle's template as the app's: a new one, or the one this app shipped and the enterprise has not changed
 * since, replaced; answers its id, none when an existing template is kept.
 */
export async function installTemplate(em: EntityManager, t: BundledTemplate, appCode: string): Promise<{ id: string } | undefined> {
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
      JSON.stringify(t.startPermission), JSON.stringify(t.nodes ?? {}), appCode],
  );
  return row;
}

/** Publishes the installed template's design as its next definition version, unless the last definition is that very design. */
export async function publishInstalledDesign(em: EntityManager, templateKey: string, id: string): Promise<void> {
  await em.execute(
    `with last as (select v.* from bpm_template_version v where v.template_key = ? order by v.definition_version desc limit 1),
          published as (
            insert into bpm_template_version (template_key, definition_version, name, form_code, bpmn_xml, start_permission, nodes, published_by)
            select t.template_key, coalesce((select definition_version from last), 0) + 1, t.name, t.form_code, t.bpmn_xml, t.start_permission, t.nodes, 'install'
              from bpm_template t where t.id = ? and not exists (select 1 from last l where l.bpmn_xml = t.bpmn_xml and l.name = t.name
                and l.form_code is not distinct from t.form_code and l.start_permission = t.start_permission and l.nodes = t.nodes)
            returning definition_version)
     update bpm_template set published_version = (select definition_version from published) where id = ? and exists (select 1 from published)`,
    [templateKey, id, id],
  );
}

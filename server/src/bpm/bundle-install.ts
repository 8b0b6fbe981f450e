// The process templates of an app bundle (BPMN with its diagram, node settings and start permission), installed as
// the app's: a template this app shipped and the enterprise has not changed since is replaced, any other is kept and
// reported. Each BPMN file is read as the template routes read it (no DTDs or entities, its process key present)
// before anything is written; the status is the bundle's, and an active or suspended template's design is published
// as its next definition version when it differs from the last one, so that instances start on what was installed.
import type { AppBundle } from '@yc/engine';
import { BpmnRejected, readBpmn, BPM_MESSAGES } from '@yc/engine/bpm';
import type { EntityManager } from '../db/database.ts';
import type { KeptItem } from '../eform/metadata/bundle-install.ts';
import { badRequest } from '../wire/envelope.ts';
import { installTemplate, publishInstalledDesign } from './store/templates.ts';

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
    const row = await installTemplate(em, t, bundle.appCode);
    if (!row) {
      kept.push({ kind: 'processTemplate', code: t.key });
      continue;
    }
    if (t.status === 'design') continue;
    // The design published, unless the last definition is that very design.
    await publishInstalledDesign(em, t.key, row.id);
  }
  return kept;
}

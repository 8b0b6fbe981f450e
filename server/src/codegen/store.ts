// The codegen store: what generating code reads that no other domain's store answers (bpm_template belongs to bpm;
// this only reads it).
import type { EntityManager } from '../db/database.ts';

/** The process template bound to the form (the active one first). */
export async function boundProcess(em: EntityManager, formCode: string): Promise<{ processKey: string; name: string } | undefined> {
  const [row] = await em.execute<{ processKey: string; name: string }[]>(
    `select template_key as "processKey", name from bpm_template where form_code = ? order by (status = 'active') desc, template_key limit 1`,
    [formCode],
  );
  return row;
}

// The SQL a page bound to a process adds to its records' statements: the flowScope condition (which records it lists
// by their process state) and the column of each row's approval status. A page is bound to the processes of its form
// (bpm_template.form_code); an instance names its record by data_id (indexed). bpm_instance, bpm_template and bpm_task
// belong to bpm; these only read them.
import type { FlowScope, QueryDialect, SqlFragment } from '@yc/engine';
import type { RecordContext } from '../../records/records-context.ts';

/** The instances of the page's form's processes that are about the row being read. */
const INSTANCES = (row: string) => `select 1 from bpm_instance i
  join bpm_template t on t.tenant_id = i.tenant_id and t.template_key = i.template_key
  where i.data_id = ${row}::text and t.form_code = ?`;

const CONDITIONS: Record<Exclude<FlowScope, 'noLimit'>, (row: string) => string> = {
  all: (row) => `exists (${INSTANCES(row)})`,
  my: (row) => `exists (${INSTANCES(row)} and i.start_user_id = ?)`,
  myTask: (row) => `exists (${INSTANCES(row)} and exists (
    select 1 from bpm_task k where k.tenant_id = i.tenant_id and k.instance_id = i.id
      and k.assignee_id = ? and k.status = 'open' and k.task_type = 'todo'))`,
};

/**
 * The condition a page's flowScope adds for the caller (none for noLimit, a page without a form, or a table outside
 * the platform's database, where the process tables are not).
 */
export function flowScopeCondition(ctx: Pick<RecordContext, 'view' | 'model'>, userId: string, dialect: QueryDialect, onPlatform: boolean): SqlFragment[] {
  const scope = ctx.view.flowScope ?? 'noLimit';
  const formCode = ctx.view.formCode;
  if (scope === 'noLimit' || !formCode || !onPlatform) return [];
  const row = `${dialect.quote(ctx.model.tableName)}.${dialect.quote('id')}`;
  return [{ text: CONDITIONS[scope](row), values: scope === 'all' ? [formCode] : [formCode, userId] }];
}

/** The column of list rows that carries their approval status ('' for none started; null when no process is bound). */
export const APPROVAL_STATUS_COLUMN = '__approval';

/**
 * The approval status of each row of a page whose form a process is bound to (`bpm_status`, engine APPROVAL_STATUSES),
 * as a column of the list's own statement: its latest process's status; null on every row when no process is bound to
 * the form; none for a table outside the platform's database (where the process tables are not).
 */
export function approvalStatusColumns(ctx: Pick<RecordContext, 'view' | 'model'>, dialect: QueryDialect): { alias: string; sql: SqlFragment }[] {
  const formCode = ctx.view.formCode;
  if (!formCode || ctx.model.dsName || ctx.model.persistenceType === 'http') return [];
  const row = `${dialect.quote(ctx.model.tableName)}.${dialect.quote('id')}`;
  return [{
    alias: APPROVAL_STATUS_COLUMN,
    sql: {
      text: `case when exists (select 1 from bpm_template b where b.form_code = ?)
        then coalesce((select i.approval_status from bpm_instance i
                         join bpm_template t on t.tenant_id = i.tenant_id and t.template_key = i.template_key
                        where t.form_code = ? and i.data_id = ${row}::text order by i.start_time desc, i.id limit 1), '') end`,
      values: [formCode, formCode],
    },
  }];
}

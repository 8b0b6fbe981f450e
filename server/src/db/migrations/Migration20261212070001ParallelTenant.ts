// The tenant policy's function may run in parallel workers: yc_current_tenant() only reads the app.tenant_id setting
// (settings are passed to the workers), but a function not declared PARALLEL SAFE keeps PostgreSQL from planning any
// parallel scan of a table under the policy. A report's aggregate over a large modelled table then runs in one process
// where a parallel plan is several times faster (see tests/bench/dashboard.ts).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261212070001ParallelTenant extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter function yc_current_tenant() parallel safe;`);
  }
}

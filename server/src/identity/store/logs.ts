// The identity store's log statements: the login counts of the dashboard. Log entries themselves are written and
// read through their entity.
import type { EntityManager } from '../../db/database.ts';

/** Successful logins today, the distinct addresses they came from today, and successful logins ever. */
export async function loginCounts(em: EntityManager): Promise<{ today: string; ips: string; total: string } | undefined> {
  const [row] = await em.execute<{ today: string; ips: string; total: string }[]>(
    `select count(*) filter (where created_at >= current_date) as today,
            count(distinct ip) filter (where created_at >= current_date) as ips,
            count(*) as total
       from sys_log where log_type = 'login' and outcome = 'success'`);
  return row;
}

/** Successful logins and their distinct addresses on each of the last 7 days, oldest first. */
export async function loginsByDay(em: EntityManager): Promise<{ day: string; visit: string; ip: string }[]> {
  return em.execute<{ day: string; visit: string; ip: string }[]>(
    `select to_char(d.day, 'YYYY-MM-DD') as day, count(l.id) as visit, count(distinct l.ip) as ip
       from generate_series(current_date - 6, current_date, interval '1 day') as d(day)
       left join sys_log l on l.created_at >= d.day and l.created_at < d.day + interval '1 day'
                          and l.log_type = 'login' and l.outcome = 'success'
      group by d.day order by d.day`);
}

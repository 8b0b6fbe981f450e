// The buttonHook job handler: Given a page with a custom button script, When a scheduled job names the page and the
// button, Then running it runs the script over the records the job's query finds, as the user who saved the job, and
// answers the script's message; a job naming a button the page does not have is refused when saved.
import { beforeAll, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite();
const page = '/api/eform/engine/view/customer_list';
const viewPath = '/api/eform/manage/view';
const BASE = '/api/system/sysJob';

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
  for (const name of ['Cid', 'Ann', 'Bob']) expectOk(await suite.admin.post(`${page}/data`, { name }));
  const view = expectOk<any>(await suite.admin.get(`${viewPath}/queryByCode?code=customer_list`));
  expectOk(await suite.admin.put(`${viewPath}/edit`, {
    ...view,
    buttons: [...(view.buttons ?? []), {
      buttonName: 'Tally', buttonType: 'toolbar', action: 'custom',
      script: { lang: 'script', code: 'return { message: "Tallied " + input.records.map((r) => r.name).sort().join(", ") + " by " + input.user.username, data: input.ids.length };' },
    }],
  }));
});

it("runs a page's custom button over the records of its query as the user who saved the job", async () => {
  const parameter = JSON.stringify({ viewCode: 'customer_list', buttonName: 'Tally', query: { sort: { colCode: 'name', order: 'asc' } } });
  const job = expectOk<any>(await suite.admin.post(`${BASE}/add`, { jobName: 'Tally', jobClassName: 'buttonHook', cronExpression: '0 6 * * *', parameter }));
  const run = expectOk<any>(await suite.admin.post(`${BASE}/runOnce`, { id: job.id }));
  expect(run.outcome).toBe('success');
  expect(JSON.parse(run.result)).toEqual({ records: 3, message: 'Tallied Ann, Bob, Cid by admin', data: 3 });
});

it('refuses a job naming a button the page does not have, or a parameter without the page', async () => {
  const add = (parameter: string) => suite.admin.post(`${BASE}/add`, { jobName: 'Bad', jobClassName: 'buttonHook', cronExpression: '0 6 * * *', parameter });
  const missing = await add(JSON.stringify({ viewCode: 'customer_list', buttonName: 'Nope' }));
  expect([missing.status, missing.body.message]).toEqual([400, 'Page customer_list has no custom button Nope with a script']);
  const shapeless = await add('{"buttonName": "Tally"}');
  expect(shapeless.body.message).toBe('The parameter must name the page and its button: {"viewCode": "…", "buttonName": "…", "query": {…}}');
});

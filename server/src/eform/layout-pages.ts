// Layout and free-layout pages at run time: the page with its blocks, for a caller who may open it. Each block then
// loads through its own page's calls, which let the layout page's menu open them (records-context OPENED_WITH).
import { asApiErrors } from './errors.ts';
import { Type } from '@sinclair/typebox';
import type { Api } from '../plugins.ts';
import { ok } from '../wire/envelope.ts';
import { codeParam } from '../wire/requests.ts';
import { Open, replies } from '../wire/responses.ts';
import { loadBlockPage } from './records-context.ts';

export async function layoutPageRoutes(app: Api) {
  app.get('/api/eform/engine/view/:viewCode/layout', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags: ['eform-engine'], params: Type.Object({ viewCode: codeParam }), response: replies(Type.Object({ view: Open })),
      summary: 'A layout or free-layout page with its blocks and links (403 unless a granted menu item opens it, or for designers)',
    },
  }, async (request) => {
    const view = await asApiErrors(() => request.tx((em) => loadBlockPage(em, request.params.viewCode, request.caller().userId)));
    return ok({ view });
  });
}

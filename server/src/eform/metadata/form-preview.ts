// The form designer's preview of a design not saved yet, drawn as the console draws a saved form: each sub-table control
// carries its row form (the child table's form), so the preview shows the grid and "Add a row", not only a label.
import { METADATA_KINDS, PERMISSIONS } from '@yc/engine';
import type { Api } from '../../plugin-types.ts';
import { ok } from '../../wire/envelope.ts';
import { Open, replies } from '../../wire/responses.ts';
import { EngineBody } from '../../wire/engine-body.ts';
import { asApiErrors, validated } from '../errors.ts';
import { withRowForms } from '../records/sub-tables.ts';

export function formPreviewRoutes(app: Api): void {
  app.post('/api/eform/manage/form/preview', {
    config: { access: { permission: PERMISSIONS.eform.form.edit }, readOnly: true },
    schema: {
      tags: ['eform'],
      response: replies(Open),
      summary: "The form designer's preview: a design (not saved yet) as the console draws it, each sub-table with its row form",
      body: EngineBody(METADATA_KINDS.form),
    },
  }, async (request) => {
    const form = validated('form', request.body);
    return ok(await asApiErrors(() => request.tx((em) => withRowForms(em, form))));
  });
}

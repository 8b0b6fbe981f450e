// Templates (/api/eform/manage/template/…): stored and versioned like forms and pages; a form or page template starts
// a design — instantiate makes a new form or page from its body, checked and saved as any add of that kind.
import { Type } from '@sinclair/typebox';
import { documentFromTemplate, MessageError, PERMISSIONS, TemplateSchema } from '@yc/engine';
import type { Api } from '../../plugin-types.ts';
import { hasPermission } from '../../auth/access.ts';
import { badRequest, forbidden, ok } from '../../wire/envelope.ts';
import { replies } from '../../wire/responses.ts';
import { codeParam, str } from '../../wire/requests.ts';
import { username } from '../http.ts';
import { Document, registerMetadataRoutes, type AddItem } from './metadata-routes.ts';
import { present, requireItem } from '../store/metadata.ts';

export function templateRoutes(app: Api, adders: { form: AddItem<'form'>; view: AddItem<'view'> }): void {
  registerMetadataRoutes(app, { kind: 'template', permissions: PERMISSIONS.eform.template, filters: { tempType: TemplateSchema.properties.tempType } });

  app.post('/api/eform/manage/template/instantiate', {
    config: { access: { permission: [PERMISSIONS.eform.form.add, PERMISSIONS.eform.view.add] } },
    schema: {
      tags: ['eform'], response: replies(Document),
      summary: 'A new form or page from an enabled form or page template: its body under the given code, name, app group and table model',
      body: Type.Object({ tempCode: codeParam, code: codeParam, name: str(200), groupCode: codeParam, objectName: Type.Optional(codeParam) }),
    },
  }, async (request) => {
    const { tempCode, ...start } = request.body;
    const saved = await request.tx(async (em) => {
      const template = (await requireItem(em, 'template', tempCode)).content;
      let made: ReturnType<typeof documentFromTemplate>;
      try {
        made = documentFromTemplate(template, start);
      } catch (error) {
        if (error instanceof MessageError) throw badRequest(error.catalogued ?? error.message);
        throw error;
      }
      // Adding a form needs the forms' add right, a page the pages' one.
      const right = made.kind === 'form' ? PERMISSIONS.eform.form.add : PERMISSIONS.eform.view.add;
      if (!(await hasPermission(em, request.caller().userId, right))) throw forbidden();
      return made.kind === 'form'
        ? adders.form(em, made.document, username(request))
        : adders.view(em, made.document, username(request));
    });
    return ok(present(saved));
  });
}

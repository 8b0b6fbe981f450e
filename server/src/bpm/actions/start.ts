// Starting a process of an active template (by its key, or by the form it is bound to): the caller must be allowed to
// start it; the record is saved (or submitted) through its page first, in the same transaction, and the process runs
// on its values; the instance is kept with the tasks of the nodes it waits at.
import { randomUUID } from 'node:crypto';
import type { ScriptRunner } from '@yc/engine';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '../../db/database.ts';
import { badRequest } from '../../wire/envelope.ts';
import { applyRun, assertMayStart } from '../flow.ts';
import { recordPage, saveForStart } from '../records.ts';
import { startRun } from '../runner.ts';
import { insertInstance, templateToStart } from '../store/instances.ts';
import { definitionOf } from '../store/runs.ts';

/** A start as asked. */
export interface StartAsked {
  templateKey?: string;
  formCode?: string;
  businessTitle: string;
  variables?: Record<string, unknown>;
  dataId?: string;
  viewCode?: string;
}

/** Starts the process; answers the instance's id, state and record. */
export async function startProcess(em: EntityManager, request: FastifyRequest, sandbox: ScriptRunner, asked: StartAsked) {
  const { userId, username } = request.caller();
  const { templateKey, formCode, businessTitle, variables = {}, viewCode } = asked;
  const template = await templateToStart(em, { templateKey, formCode });
  if (!template) throw badRequest(formCode && !templateKey ? BPM_MESSAGES.processNotFoundForForm : BPM_MESSAGES.keyNotInBpmn(templateKey ?? ''));
  await assertMayStart(em, template, userId);
  const definition = await definitionOf(em, { template_key: template.templateKey, definition_version: template.publishedVersion! });
  // The record is saved (or submitted) through its page first, in this transaction: the process runs on its values.
  let dataId = asked.dataId ?? null;
  let values = variables;
  const page = viewCode ? await recordPage(em, definition.formCode, userId, viewCode) : null;
  if (page) {
    const saved = await saveForStart(em, request, page, definition.formCode!, variables, dataId);
    [dataId, values] = [saved.id, { ...variables, ...saved.variables }];
  }
  const run = await startRun(definition.bpmnXml, { ...values, initiator: username }, sandbox);
  const id = randomUUID();
  await insertInstance(em, {
    id, templateKey: template.templateKey, definitionVersion: definition.definitionVersion, businessTitle, startUserId: userId, dataId, viewCode: page?.view.viewCode ?? null,
  });
  return { id, dataId, state: await applyRun(em, id, userId, run, definition, sandbox) };
}

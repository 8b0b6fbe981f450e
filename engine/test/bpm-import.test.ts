// BPMN files read as process templates: every reference model of the BPMN MIWG suite parses, and Camunda-, Flowable- and
// Activiti-style attributes become the platform's node settings (assignees, candidate groups, or-sign and countersign,
// due time, form); what cannot become a rule is reported, and a file that is not BPMN is refused with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BpmnRejected, durationHours, readBpmn } from '../src/bpm/index.ts';
import { validateModel } from '../src/index.ts';

const CORPUS = new URL('./fixtures/bpmn-miwg/', import.meta.url);
const files = readdirSync(CORPUS).filter((f) => f.endsWith('.bpmn'));

const definitions = (ns: string, prefix: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:${prefix}="${ns}" id="d" targetNamespace="t">
  <process id="leave" name="Leave" isExecutable="true">${body}</process>
</definitions>`;

describe('reading BPMN files', () => {
  it.each(files)('reads %s of the MIWG reference suite', async (file) => {
    const read = await readBpmn(readFileSync(new URL(file, CORPUS), 'utf8'));
    expect(read.processes.length).toBeGreaterThan(0);
    for (const process of read.processes) {
      expect(process.id).not.toBe('');
      expect(new Set(process.nodes.map((n) => n.id)).size).toBe(process.nodes.length);
    }
  });

  it('turns the Camunda attributes of the invoice process (C.1.0) into platform rules', async () => {
    const read = await readBpmn(readFileSync(new URL('C.1.0.bpmn', CORPUS), 'utf8'));
    const invoice = read.processes.find((p) => p.id === 'bpmn-miwg-test-case-c.1.0')!;
    expect(invoice.executable).toBe(true);
    expect(invoice.nodes.filter((n) => n.type === 'userTask').map((n) => n.id).sort()).toEqual(['approveInvoice', 'assignApprover', 'prepareBankTransfer', 'reviewInvoice']);
    expect(invoice.settings.approveInvoice).toEqual({ assignees: [{ type: 'formField', values: ['approver'] }] });
    expect(invoice.settings.assignApprover).toEqual({ assignees: [{ type: 'user', values: ['demo'] }] });
    expect(invoice.settings.prepareBankTransfer).toEqual({ assignees: [{ type: 'role', values: ['accounting'] }], candidateGroups: ['accounting'] });
    // Its form keys are pages of another product, not form codes: reported, not kept.
    expect(read.warnings.some((w) => w.includes('app:approveInvoice.jsf'))).toBe(true);
  });

  it('reads Camunda assignees, candidates, due dates and form keys, with the initiator as the platform rule', async () => {
    const xml = definitions('http://camunda.org/schema/1.0/bpmn', 'camunda', `
      <startEvent id="start" camunda:initiator="applicant"/>
      <userTask id="self" camunda:assignee="\${applicant}" camunda:formKey="leave_form"/>
      <userTask id="mgr" camunda:candidateUsers="alice, bob,\${deputy}" camunda:candidateGroups="managers,hr" camunda:dueDate="P1DT12H"/>
      <userTask id="boss" camunda:assignee="\${initiator}" camunda:dueDate="\${due}"/>`);
    const [leave] = (await readBpmn(xml)).processes;
    expect(leave!.settings).toEqual({
      self: { assignees: [{ type: 'initiator' }], formCode: 'leave_form' },
      mgr: {
        assignees: [{ type: 'user', values: ['alice', 'bob'] }, { type: 'formField', values: ['deputy'] }, { type: 'role', values: ['managers', 'hr'] }],
        candidateGroups: ['managers', 'hr'], dueHours: 36,
      },
      boss: { assignees: [{ type: 'initiator' }] },
    });
  });

  it('reads Flowable multi-instance loops as or-sign and countersign', async () => {
    const loop = (condition: string, sequential = false) => `
      <multiInstanceLoopCharacteristics isSequential="${sequential}" flowable:collection="\${approvers}" flowable:elementVariable="approver">
        ${condition ? `<completionCondition>${condition}</completionCondition>` : ''}
      </multiInstanceLoopCharacteristics>`;
    const xml = definitions('http://flowable.org/bpmn', 'flowable', `
      <userTask id="any" flowable:assignee="\${approver}">${loop('${nrOfCompletedInstances >= 1}')}</userTask>
      <userTask id="all" flowable:assignee="\${approver}">${loop('', true)}</userTask>
      <userTask id="most" flowable:assignee="\${approver}">${loop('${nrOfCompletedInstances/nrOfInstances >= 0.6}')}</userTask>`);
    const [leave] = (await readBpmn(xml)).processes;
    const approvers = [{ type: 'formField', values: ['approvers'] }];
    expect(leave!.settings).toEqual({
      any: { assignees: approvers, signMode: 'any' },
      all: { assignees: approvers, signMode: 'all', sequential: true },
      most: { assignees: approvers, signMode: 'all', completionRatio: 0.6 },
    });
  });

  it('ignores attributes of namespaces it does not know, and keeps nodes inside sub-processes', async () => {
    const xml = definitions('http://example.com/other', 'other', `
      <subProcess id="sub"><userTask id="inner" other:assignee="mallory"/></subProcess>`);
    const [leave] = (await readBpmn(xml)).processes;
    expect(leave!.settings).toEqual({});
    expect(leave!.nodes).toEqual([{ id: 'sub', type: 'subProcess' }, { id: 'inner', type: 'userTask', parent: 'sub' }]);
  });

  it('gives settings the process template schema accepts', async () => {
    const read = await readBpmn(readFileSync(new URL('C.1.0.bpmn', CORPUS), 'utf8'));
    const template = {
      group: 'Finance', name: 'Invoice', key: 'invoice', status: 'design', bpmnXml: '<definitions/>', startPermission: { type: 'all' },
      nodes: read.processes[1]!.settings,
    };
    expect(validateModel('processTemplate', template)).toEqual([]);
  });

  it.each([
    ['not XML', 'hello', /^The BPMN file cannot be read: /],
    ['XML of another kind', '<html><body/></html>', /^The BPMN file cannot be read: /],
    ['definitions without a process', '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d"/>', /^The BPMN file has no process$/],
  ])('refuses %s with its reason', async (_name, xml, message) => {
    const error = await readBpmn(xml).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BpmnRejected);
    const { renderMessage } = await import('../src/wire/index.ts');
    expect(renderMessage((error as BpmnRejected).catalogued, 'en_US')).toMatch(message);
  });

  it('reads ISO durations in hours', () => {
    expect([durationHours('PT48H'), durationHours('P2D'), durationHours('P1W'), durationHours('PT30M'), durationHours('P1DT12H')]).toEqual([48, 48, 168, 0.5, 36]);
    expect([durationHours('P'), durationHours('PT'), durationHours('${x}'), durationHours('2024-01-01'), durationHours(undefined)]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

// The BPMN MIWG reference models (engine/test/fixtures/bpmn-miwg) run through the process runner as they are stored,
// except that the process to run is marked executable (the corpus describes processes: none is executable, and a
// definition without an executable process does not start). Each process with a start event runs on its own and is
// driven to its end: user tasks and call activities completed with stub variables, messages and signals delivered to
// the receive tasks and catch events waiting for them, timers fired, the state through JSON between steps as
// PostgreSQL keeps it. Service, send and business-rule tasks are the runner's stubs; the runner's step limit bounds
// every run. What each run reaches is asserted per file: completed, still waiting, or the error that ends it.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { ScriptRunner } from '@yc/engine';
import { readBpmn } from '@yc/engine/bpm';
import { fireTimer, ProcessFailed, resumeRun, startRun, type RunOutcome } from '../src/bpm/runner.ts';
import { Sandbox } from '../src/logic/sandbox.ts';

const sandbox = new Sandbox();
afterAll(() => sandbox.dispose());

const CORPUS = new URL('../../engine/test/fixtures/bpmn-miwg/', import.meta.url);
const FILES = readdirSync(CORPUS).filter((f) => f.endsWith('.bpmn')).sort();
const source = (file: string) => readFileSync(new URL(file, CORPUS), 'utf8');

/** What each completed user task, call activity or delivered message sets (C.1.0's first condition reads `approved`). */
const STUB = { approved: true };
const MAX_STEPS = 50;

/** The state as PostgreSQL gives it back. */
const kept = (state: unknown) => JSON.parse(JSON.stringify(state)) as unknown;

/** The file with `processId` its one executable process: the only change made to a stored file. */
const executable = (xml: string, processId: string) =>
  xml.replace(/<((?:\w+:)?process)(\s[^>]*?)?(\/?)>/g, (_tag, name: string, attributes = '', close: string) =>
    `<${name}${attributes.replace(/\sisExecutable="[^"]*"/, '')} isExecutable="${attributes.includes(` id="${processId}"`)}"${close}>`);

/** The file's processes as the platform reads them, and the name (else the id) of each node. */
async function read(file: string) {
  const { processes } = await readBpmn(source(file));
  const names = new Map(processes.flatMap((p) => p.nodes).map((n) => [n.id, n.name?.replace(/\s+/g, ' ').trim() || n.id]));
  return { processes, label: (id: string) => names.get(id) ?? id };
}

/** How far a run went: what the drive did, the nodes each process took, and how it ended. */
interface Reached {
  steps: string[];
  /**
   * By process (bpmn-engine also starts a process of the file a message flow or a signal reaches): the names of its
   * top-level nodes taken, as of the last outcome (a finished sub-process keeps no children in the state).
   */
  taken: Record<string, string[]>;
  /** The process variables of the last outcome. */
  variables: Record<string, unknown>;
  /** Scripts the run gave the sandbox: conditions and script tasks. */
  sandboxed: number;
  /** `waits`: what the run still waits at after MAX_STEPS (a loop through a task). */
  end: 'completed' | { waits: string[] } | { error: string };
}

interface ChildState { id: string; counters?: { taken?: number } }
interface EngineState { definitions?: { execution?: { processes?: { id: string; execution?: { children?: ChildState[] } }[] } }[] }

/** By process of the state: its top-level nodes taken. */
function taken(state: unknown, label: (id: string) => string) {
  const found: Record<string, string[]> = {};
  for (const definition of (state as EngineState).definitions ?? []) {
    for (const process of definition.execution?.processes ?? []) {
      const picked = (process.execution?.children ?? []).filter((child) => (child.counters?.taken ?? 0) > 0).map((child) => label(child.id));
      if (picked.length) found[process.id] = [...(found[process.id] ?? []), ...picked].sort();
    }
  }
  return found;
}

const first = <T extends { id: string }>(list: T[] | undefined) => [...(list ?? [])].sort((a, b) => a.id.localeCompare(b.id))[0];

/**
 * The next thing to do: complete a task, else deliver a message or signal (each event once: a pool whose messages start
 * the other pool again would go round for ever), else fire a timer.
 */
function next(run: RunOutcome, label: (id: string) => string, stub: Record<string, unknown>, scripts: ScriptRunner, xml: string, delivered: Set<string>) {
  const [task, event, timer] = [first(run.waits), first(run.events?.filter((e) => !delivered.has(e.id))), first(run.timers)];
  if (task) return { step: `complete ${label(task.id)}`, go: () => resumeRun(kept(run.state), xml, task.id, stub, scripts) };
  if (event) {
    delivered.add(event.id);
    return { step: `deliver ${label(event.id)}`, go: () => resumeRun(kept(run.state), xml, event.id, {}, scripts) };
  }
  if (timer) return { step: `fire ${label(timer.id)}`, go: () => fireTimer(kept(run.state), xml, timer.id, scripts) };
  return undefined;
}

/** Starts the definition and drives it until nothing is left to do (or after MAX_STEPS); each step from the kept state. */
async function drive(xml: string, label: (id: string) => string, stub: Record<string, unknown> = STUB): Promise<Reached> {
  let sandboxed = 0;
  const counting: ScriptRunner = {
    run: (...args) => {
      sandboxed++;
      return sandbox.run(...args);
    },
  };
  const steps: string[] = [];
  let run: RunOutcome | undefined;
  const reached = (end: Reached['end']): Reached => ({
    steps, taken: run ? taken(run.state, label) : {}, variables: run?.variables ?? {}, sandboxed, end,
  });
  try {
    run = await startRun(xml, {}, counting);
    const delivered = new Set<string>();
    for (let todo = next(run, label, stub, counting, xml, delivered); todo && steps.length < MAX_STEPS; todo = next(run, label, stub, counting, xml, delivered)) {
      steps.push(todo.step);
      run = await todo.go();
    }
  } catch (error) {
    return reached({ error: error instanceof ProcessFailed ? error.reason : (error as Error).message });
  }
  if (run.completed) return reached('completed');
  return reached({ waits: [...run.waits, ...(run.events ?? []), ...run.timers].map((w) => label(w.id)) });
}

/** Each process of the file that has a start event, run on its own: by process id, how far it went. */
async function runEachProcess(file: string) {
  const { processes, label } = await read(file);
  const reached: Record<string, Reached> = {};
  for (const process of processes) {
    if (!process.nodes.some((n) => n.type === 'startEvent' && !n.parent)) continue;
    reached[process.id] = await drive(executable(source(file), process.id), label);
  }
  return reached;
}

const NOT_EXECUTABLE = 'No executable processes';

/**
 * By file: what the file as stored does (no executable process, or it runs the one that is, as run on its own below), and
 * how far each process with a start event runs on its own. Reviewed against the diagrams. Errors that remain are the
 * designs' own: a timer without a date, duration or cycle ('ISO 8601 date source and must be a string'), a sequential
 * multi-instance task without a cardinality, an XPath condition, a loop with nothing to wait at.
 */
const EXPECTED: Record<string, { stored: typeof NOT_EXECUTABLE | { runs: string }; processes: Record<string, Reached> }> = {
  // Three tasks in sequence.
  'A.1.0.bpmn': {
    stored: NOT_EXECUTABLE,
    processes: {
      'WFP-6-': {
        steps: [],
        taken: { 'WFP-6-': ['End Event', 'Start Event', 'Task 1', 'Task 2', 'Task 3'] },
        variables: {},
        sandboxed: 0,
        end: 'completed',
      },
    },
  },
  // The split has no conditions: an exclusive gateway takes its first flow, to Task 2 and the end.
  'A.2.0.bpmn': {
    stored: NOT_EXECUTABLE,
    processes: {
      'WFP-6-': {
        steps: [],
        taken: { 'WFP-6-': ['End Event', 'Gateway (Split Flow)', 'Start Event', 'Task 1', 'Task 2'] },
        variables: {},
        sandboxed: 0,
        end: 'completed',
      },
    },
  },
  // The split's flows to Task 3 and Task 4 have empty XPath conditions, which are none: the exclusive gateway takes the
  // first, to Task 3, not its default to Task 2, whose flow with the XPath condition `true` is never reached.
  'A.2.1.bpmn': {
    stored: NOT_EXECUTABLE,
    processes: {
      _To9ZoTOCEeSknpIVFCxNIQ: {
        steps: [],
        taken: {
          _To9ZoTOCEeSknpIVFCxNIQ: [
            'End Event', 'Gateway (Merge Flows)', 'Gateway (Split Flow)', 'Start Event', 'Task 1', 'Task 3',
          ],
        },
        variables: {},
        sandboxed: 0,
        end: 'completed',
      },
    },
  },
  // A collapsed sub-process with boundary events that never fire.
  'A.3.0.bpmn': {
    stored: NOT_EXECUTABLE,
    processes: {
      'WFP-6-': {
        steps: [],
        taken: { 'WFP-6-': ['Collapsed Sub-Process', 'End Event 1', 'Start Event', 'Task 1', 'Task 2'] },
        variables: {},
        sandboxed: 0,
        end: 'completed',
      },
    },
  },
  // Two pools: bpmn-engine starts the other pool's process when a message flow (here into an expanded sub-process:
  // placed by the runner) reaches it; both complete.
  'A.4.0.bpmn': {
    stored: NOT_EXECUTABLE,
    processes: {
      'WFP-6-1': {
        steps: [],
        taken: {
          'WFP-6-1': ['End Event 1', 'Start Event 1', 'Task 1', 'Task 2'],
          'WFP-6-2': [
            'End Event 2', 'End Event 5', 'Expanded Sub-Process 1', 'Expanded Sub-Process 2', 'Start Event 2',
            'Task 3', 'Task 5',
          ],
        },
        variables: {},
        sandboxed: 0,
        end: 'completed',
      },
      'WFP-6-2': {
        steps: [],
        taken: {
          'WFP-6-2': [
            'End Event 2', 'End Event 5', 'Expanded Sub-Process 1', 'Expanded Sub-Process 2', 'Start Event 2',
            'Task 3', 'Task 5',
          ],
          'WFP-6-1': ['End Event 1', 'Start Event 1', 'Task 1', 'Task 2'],
        },
        variables: {},
        sandboxed: 0,
        end: 'completed',
      },
    },
  },
  // A.4.0 drawn by another tool.
  'A.4.1.bpmn': {
    stored: NOT_EXECUTABLE,
    processes: {
      'sid-34746A54-1D7D-46CA-B219-0C4CEAE51170': {
        steps: [],
        taken: {
          'sid-34746A54-1D7D-46CA-B219-0C4CEAE51170': ['End Event 1', 'Start Event 1', 'Task 1', 'Task 2'],
          'sid-54D696FD-DEDC-45F3-99DB-1404DA433FC4': [
            'End Event 2', 'End Event 5', 'Expanded Sub-Process 1', 'Expanded Sub-Process 2', 'Start Event 2',
            'Task 3', 'Task 5',
          ],
        },
        variables: {},
        sandboxed: 0,
        end: 'completed',
      },
      'sid-54D696FD-DEDC-45F3-99DB-1404DA433FC4': {
        steps: [],
        taken: {
          'sid-54D696FD-DEDC-45F3-99DB-1404DA433FC4': [
            'End Event 2', 'End Event 5', 'Expanded Sub-Process 1', 'Expanded Sub-Process 2', 'Start Event 2',
            'Task 3', 'Task 5',
          ],
          'sid-34746A54-1D7D-46CA-B219-0C4CEAE51170': ['End Event 1', 'Start Event 1', 'Task 1', 'Task 2'],
        },
        variables: {},
        sandboxed: 0,
        end: 'completed',
      },
    },
  },
  // The global task and item declarations are left out. The main pool starts with a timer without a date, which
  // bpmn-engine refuses; the other pool waits at its message start event: delivered, its user task completed, the
  // service, send and business-rule tasks stubbed, it ends.
  'B.1.0.bpmn': {
    stored: NOT_EXECUTABLE,
    processes: {
      'Process_ba16239e-181e-4b9f-bc5b-0bb2ee973450': {
        steps: [],
        taken: {
          'Process_ba16239e-181e-4b9f-bc5b-0bb2ee973450': ['Abstract Task 4', 'End Event None 2', 'Start Event None 1'],
        },
        variables: {},
        sandboxed: 0,
        end: 'completed',
      },
      'WFP-6-1': {
        steps: [],
        taken: {},
        variables: {},
        sandboxed: 0,
        end: { error: 'ISO 8601 date source and must be a string' },
      },
      'WFP-6-2': {
        steps: ['deliver Start Event Message', 'complete User Task 5'],
        taken: {
          'WFP-6-2': [
            'Call Activity - Expanded', 'Call Activity Collapsed', 'Collapsed Sub-Process', 'End Event Message',
            'End Event Terminate', 'Exclusive Gateway Convergence 1', 'Exclusive Gateway Convergence 2',
            'Exclusive Gateway Divergence 1', 'Exclusive Gateway Divergence 2', 'Parallel Gateway Divergence',
            'Start Event Message', 'Sub Process - Expanded', 'User Task 5',
          ],
        },
        variables: { approved: true },
        sandboxed: 0,
        end: 'completed',
      },
      'WFP-0-': {
        steps: [],
        taken: { 'WFP-0-': ['Abstract Task 8', 'End Event None 4', 'Start Event None 3'] },
        variables: {},
        sandboxed: 0,
        end: 'completed',
      },
    },
  },
  // A sequential multi-instance task without a cardinality, which bpmn-engine refuses; a timer start event without a
  // date; the other pool, its signal and message start events delivered, reaches an intermediate timer without a date.
  'B.2.0.bpmn': {
    stored: NOT_EXECUTABLE,
    processes: {
      'Process_ba16239e-181e-4b9f-bc5b-0bb2ee973450': {
        steps: [],
        taken: {},
        variables: {},
        sandboxed: 0,
        end: {
          error: '<_c57a5344-213f-4834-a6c3-94ce878b413c> cardinality, collection, or condition is required in sequential loops',
        },
      },
      'WFP-6-1': {
        steps: [],
        taken: {},
        variables: {},
        sandboxed: 0,
        end: { error: 'ISO 8601 date source and must be a string' },
      },
      'WFP-6-2': {
        steps: ['deliver Start Event 6 Signal', 'deliver Start Event 2 Message'],
        taken: {
          'WFP-6-2': [
            'Intermediate Event Signal Throw 2', 'Parallel Gateway 5', 'Start Event 6 Signal', 'Task 25', 'Task 26',
          ],
        },
        variables: {},
        sandboxed: 0,
        end: { error: 'ISO 8601 date source and must be a string' },
      },
      'WFP-0-': {
        steps: [],
        taken: { 'WFP-0-': ['End Event 15', 'Start Event 8', 'Task 34'] },
        variables: {},
        sandboxed: 0,
        end: 'completed',
      },
    },
  },
  // The invoice process is executable as stored: its message start event delivered, `${approved}` decided in the
  // sandbox, its service task Archive Invoice stubbed, it reaches "Invoice processed"; its messages start the team
  // assistant's pool, and both pools' message start events wait for the next invoice (each event is delivered once).
  'C.1.0.bpmn': {
    stored: { runs: 'bpmn-miwg-test-case-c.1.0' },
    processes: {
      'sid-5FBB6CB3-8A7C-42B5-9024-15BB2684EC57': {
        steps: [
          'deliver Invoice received', 'deliver Approver to be assigned', 'deliver Invoice review needed',
          'deliver Invoice received', 'complete Assign Approver', 'complete Approve Invoice',
          'complete Prepare Bank Transfer',
        ],
        taken: {
          'sid-5FBB6CB3-8A7C-42B5-9024-15BB2684EC57': [
            '7 days', 'Approver to be assigned', 'Archive original', 'Assign approver', 'Invoice received',
            'Invoice review needed', 'Review and document result', 'Scan Invoice',
            'sid-282524E6-660F-431D-8F19-1C3E9E9DE817', 'sid-BC9AC0B6-1785-4E35-A974-7FEF1A586B9D',
            'sid-F0D29912-929D-491C-8D23-73BD80CF980A',
          ],
          'bpmn-miwg-test-case-c.1.0': [
            'Approve Invoice', 'Archive Invoice', 'Assign Approver', 'Invoice approved?', 'Invoice processed',
            'Invoice received', 'Prepare Bank Transfer',
          ],
        },
        variables: { approved: true },
        sandboxed: 1,
        end: { waits: ['Approver to be assigned'] },
      },
      'bpmn-miwg-test-case-c.1.0': {
        steps: [
          'deliver Invoice received', 'complete Assign Approver', 'complete Approve Invoice',
          'complete Prepare Bank Transfer', 'deliver Approver to be assigned', 'deliver Invoice review needed',
        ],
        taken: {
          'bpmn-miwg-test-case-c.1.0': [
            'Approve Invoice', 'Archive Invoice', 'Assign Approver', 'Invoice approved?', 'Invoice processed',
            'Invoice received', 'Prepare Bank Transfer',
          ],
          'sid-5FBB6CB3-8A7C-42B5-9024-15BB2684EC57': [
            '7 days', 'Approver to be assigned', 'Archive original', 'Assign approver', 'Invoice received',
            'Invoice review needed', 'Review and document result', 'Scan Invoice',
            'sid-282524E6-660F-431D-8F19-1C3E9E9DE817', 'sid-BC9AC0B6-1785-4E35-A974-7FEF1A586B9D',
            'sid-F0D29912-929D-491C-8D23-73BD80CF980A',
          ],
        },
        variables: { approved: true },
        sandboxed: 1,
        end: { waits: ['Invoice received'] },
      },
    },
  },
  // Executable as stored; its conditions are XPath (`bpmn:getDataObject('approved')`, the definition's expression
  // language): refused, not taken as true.
  'C.1.1.bpmn': {
    stored: { runs: 'handle-invoice' },
    processes: {
      'handle-invoice': {
        steps: ['complete Assign Approver', 'complete Approve Invoice'],
        taken: { 'handle-invoice': ['Assign Approver', 'Invoice received'] },
        variables: { approved: true, data: {} },
        sandboxed: 0,
        end: {
          error: "the condition bpmn:getDataObject('approved') of invoiceApproved is not an expression",
        },
      },
    },
  },
  // The customer's gateways have no conditions: "Done Shopping?" takes "Yes", then in Place Order "Payment
  // accepted?" takes "No" and "Retry?" "Yes", so Pay Order loops with nothing to wait at: stopped at the step limit (the
  // other pools reach the customer's process by their messages). The payment pool alone completes.
  'C.2.0.bpmn': {
    stored: NOT_EXECUTABLE,
    processes: {
      'WFP-Page_1-1': {
        steps: ['deliver Receive Credit Card Information'],
        taken: { 'WFP-Page_1-1': ['Receive Credit Card Information', 'Send Result', 'Take Payment'] },
        variables: {},
        sandboxed: 0,
        end: 'completed',
      },
      'WFP-Page_1-2': {
        steps: ['deliver Pick items'],
        taken: {},
        variables: {},
        sandboxed: 0,
        end: { error: 'the process runs on without waiting (more than 300 steps or 1000 ms)' },
      },
      'WFP-Page_1-3': {
        steps: [],
        taken: {},
        variables: {},
        sandboxed: 0,
        end: { error: 'the process runs on without waiting (more than 300 steps or 1000 ms)' },
      },
      'WFP-Page_1-4': {
        steps: ['deliver Receive Order', 'deliver Pick items'],
        taken: {
          'WFP-Page_1-4': [
            'Pick items', 'Place in bin', 'Receive Order', 'Receive and Package items', 'Send to carrier dock',
            '__5a9abc77-7371-4213-bede-4056f9cb7808',
          ],
        },
        variables: {},
        sandboxed: 0,
        end: { error: 'the process runs on without waiting (more than 300 steps or 1000 ms)' },
      },
    },
  },
  // Executable as stored: its message start event delivered; "Service type" takes its unconditioned flow first, so
  // the plain-text condition `Service Level == 'Premium'` is never evaluated.
  'C.3.0.bpmn': {
    stored: { runs: '_8170787a-3207-434d-9bea-4787059f444f' },
    processes: {
      '_8170787a-3207-434d-9bea-4787059f444f': {
        steps: [
          'deliver Receive customer request', 'complete Analyse customer request', 'complete Replace fridge',
        ],
        taken: {
          '_8170787a-3207-434d-9bea-4787059f444f': [
            'Analyse customer request', 'Fridge replaced', 'Receive customer request', 'Replace fridge',
            'Service type',
          ],
        },
        variables: { approved: true },
        sandboxed: 0,
        end: 'completed',
      },
    },
  },
  // No isExecutable at all. The bank's "New employee hired" signal starts the IT, payroll and facilities processes
  // (their user tasks are completed too); payroll's "Clarify missing points" is a sequential multi-instance task without
  // a cardinality, which bpmn-engine refuses. Run alone, each of the three waits for the signal, delivered.
  'C.4.0.bpmn': {
    stored: NOT_EXECUTABLE,
    processes: {
      '_42cba3a9-a8ab-40b5-b9a4-2e8f32be364e': {
        steps: [
          'complete Send candidate Contract', 'complete Get signature on contract and notify responsible department',
          'complete Inform employee of company policies', 'complete Request preparations for a new employee',
          'complete Configure access details', 'complete Create domain account',
          'complete Assign required applications and permissions', 'complete Prepare IT part of welcome package',
          'complete Validate provided information',
        ],
        taken: {
          '_42cba3a9-a8ab-40b5-b9a4-2e8f32be364e': [
            'Candidate accepted offer', 'Contract terms accepted ?',
            'Get signature on contract and notify responsible department', 'Inform employee of company policies',
            'New employee in department X', 'Non-exclusive Gateway', 'Request preparations for a new employee',
            'Send candidate Contract',
          ],
          '_f0035388-f829-470c-b82b-0b15c3da3399': [
            'Assign required applications and permissions', 'Configure workstation', 'Create domain account',
            'New employee hired', 'Prepare IT part of welcome package', 'Prepare workstation',
            'Workstation and permissions ready',
          ],
          '_da743a6f-d9e5-4fcf-8a96-d2fd5cfb73d4': ['New employee hired'],
          '_3486bf55-0a7f-4ff1-be15-1555669f58ad': [
            'Access card ready', 'Configure access details', 'New employee hired', 'Prepare access card',
          ],
        },
        variables: { approved: true },
        sandboxed: 0,
        end: {
          error: '<_788443d9-65f0-43a4-96a8-63e8d6f380a7> cardinality, collection, or condition is required in sequential loops',
        },
      },
      '_f0035388-f829-470c-b82b-0b15c3da3399': {
        steps: [
          'deliver New employee hired', 'complete Create domain account',
          'complete Assign required applications and permissions', 'complete Prepare IT part of welcome package',
        ],
        taken: {
          '_f0035388-f829-470c-b82b-0b15c3da3399': [
            'Assign required applications and permissions', 'Configure workstation', 'Create domain account',
            'New employee hired', 'Prepare IT part of welcome package', 'Prepare workstation',
            'Workstation and permissions ready',
          ],
        },
        variables: { approved: true },
        sandboxed: 0,
        end: 'completed',
      },
      '_da743a6f-d9e5-4fcf-8a96-d2fd5cfb73d4': {
        steps: ['deliver New employee hired', 'complete Validate provided information'],
        taken: { '_da743a6f-d9e5-4fcf-8a96-d2fd5cfb73d4': ['New employee hired'] },
        variables: {},
        sandboxed: 0,
        end: {
          error: '<_788443d9-65f0-43a4-96a8-63e8d6f380a7> cardinality, collection, or condition is required in sequential loops',
        },
      },
      '_3486bf55-0a7f-4ff1-be15-1555669f58ad': {
        steps: ['deliver New employee hired', 'complete Configure access details'],
        taken: {
          '_3486bf55-0a7f-4ff1-be15-1555669f58ad': [
            'Access card ready', 'Configure access details', 'New employee hired', 'Prepare access card',
          ],
        },
        variables: { approved: true },
        sandboxed: 0,
        end: 'completed',
      },
    },
  },
};

const REJECTED: Reached = {
  steps: [
    'deliver Invoice received', 'complete Assign Approver', 'complete Approve Invoice', 'complete Rechnung klären',
    'deliver Invoice review needed',
  ],
  taken: {
    'bpmn-miwg-test-case-c.1.0': [
      'Approve Invoice', 'Assign Approver', 'Invoice approved?', 'Invoice not processed', 'Invoice received',
      'Rechnung klären', 'Review successful?',
    ],
    'sid-5FBB6CB3-8A7C-42B5-9024-15BB2684EC57': [
      '7 days', 'Approver to be assigned', 'Archive original', 'Assign approver', 'Invoice received',
      'Invoice review needed', 'Review and document result', 'Scan Invoice', 'sid-282524E6-660F-431D-8F19-1C3E9E9DE817',
      'sid-BC9AC0B6-1785-4E35-A974-7FEF1A586B9D', 'sid-F0D29912-929D-491C-8D23-73BD80CF980A',
    ],
  },
  variables: { approved: false, clarified: 'no' }, sandboxed: 4, end: { waits: ['Invoice received'] },
};

describe('the MIWG files as they are stored', () => {
  it('has an expected run for each file of the corpus', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(FILES);
  });

  it.each(FILES)('%s', async (file) => {
    const { stored, processes } = EXPECTED[file]!;
    const run = await drive(source(file), (await read(file)).label);
    if (stored === NOT_EXECUTABLE) expect(run).toEqual({ steps: [], taken: {}, variables: {}, sandboxed: 0, end: { error: NOT_EXECUTABLE } });
    else expect(run).toEqual(processes[stored.runs]);
  });
});

describe('each process of a MIWG file with a start event, run on its own', () => {
  it.each(FILES)('%s', async (file) => {
    expect(await runEachProcess(file)).toEqual(EXPECTED[file]!.processes);
  });
});

describe('the invoice process of C.1.0 as stored', () => {
  it('reports its message start event apart from the tasks, and starts when the message is delivered', async () => {
    const invoice = source('C.1.0.bpmn');
    const started = await startRun(invoice, {}, sandbox);
    expect(started).toMatchObject({ completed: false, waits: [], events: [{ id: 'StartEvent_1', type: 'bpmn:StartEvent' }], timers: [] });
    const arrived = await resumeRun(kept(started.state), invoice, 'StartEvent_1', {}, sandbox);
    expect(arrived.waits.map((w) => w.id)).toEqual(['assignApprover']);
  });

  it('not approved and not clarified, ends at "Invoice not processed"', async () => {
    expect(await drive(source('C.1.0.bpmn'), (await read('C.1.0.bpmn')).label, { approved: false, clarified: 'no' })).toEqual(REJECTED);
  });
});

// What each BPMN MIWG reference model reaches when run through the process runner (server/test/bpm-miwg-run.test.ts
// drives the runs): per file, what it does as stored and how far each process with a start event runs on its own.

/** How far a run went: what the drive did, the nodes each process took, and how it ended. */
export interface Reached {
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
  /** `waits`: what the run still waits at after its step bound (a loop through a task). */
  end: 'completed' | { waits: string[] } | { error: string };
}


export const NOT_EXECUTABLE = 'No executable processes';

/**
 * By file: what the file as stored does (no executable process, or it runs the one that is, as run on its own below), and
 * how far each process with a start event runs on its own. Reviewed against the diagrams. Errors that remain are the
 * designs' own: a timer without a date, duration or cycle ('ISO 8601 date source and must be a string'), a sequential
 * multi-instance task without a cardinality, an XPath condition, a loop with nothing to wait at.
 */
export const EXPECTED: Record<string, { stored: typeof NOT_EXECUTABLE | { runs: string }; processes: Record<string, Reached> }> = {
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
  // date; the other pool, its signal start event delivered (a process start waiting again once it has begun is for a
  // new instance, not this one), completes.
  'B.2.0.bpmn': {
    stored: NOT_EXECUTABLE,
    processes: {
      "Process_ba16239e-181e-4b9f-bc5b-0bb2ee973450": {
        "steps": [],
        "taken": {},
        "variables": {},
        "sandboxed": 0,
        "end": {
          "error": "<_c57a5344-213f-4834-a6c3-94ce878b413c> cardinality, collection, or condition is required in sequential loops"
        }
      },
      "WFP-6-1": {
        "steps": [],
        "taken": {},
        "variables": {},
        "sandboxed": 0,
        "end": {
          "error": "ISO 8601 date source and must be a string"
        }
      },
      "WFP-6-2": {
        "steps": [
          "deliver Start Event 6 Signal",
          "deliver Intermediate Event Signal Catch"
        ],
        "taken": {
          "WFP-6-2": [
            "Expanded Sub-Process 3",
            "Intermediate Event Signal Throw 2",
            "Parallel Gateway 5",
            "Start Event 6 Signal",
            "Task 25",
            "Task 26",
            "Task 32"
          ]
        },
        "variables": {},
        "sandboxed": 0,
        "end": "completed"
      },
      "WFP-0-": {
        "steps": [],
        "taken": {
          "WFP-0-": [
            "End Event 15",
            "Start Event 8",
            "Task 34"
          ]
        },
        "variables": {},
        "sandboxed": 0,
        "end": "completed"
      }
    },
  },
  // The invoice process is executable as stored: its message start event delivered, `${approved}` decided in the
  // sandbox, its service task Archive Invoice stubbed, it reaches "Invoice processed"; its messages start the team
  // assistant's pool; the message start events waiting again once the run has begun are for the next invoice, a new
  // instance: the run completes.
  'C.1.0.bpmn': {
    stored: { runs: 'bpmn-miwg-test-case-c.1.0' },
    processes: {
      "sid-5FBB6CB3-8A7C-42B5-9024-15BB2684EC57": {
        "steps": [
          "deliver Invoice received",
          "deliver Approver to be assigned",
          "deliver Invoice review needed"
        ],
        "taken": {
          "sid-5FBB6CB3-8A7C-42B5-9024-15BB2684EC57": [
            "7 days",
            "Approver to be assigned",
            "Archive original",
            "Assign approver",
            "Invoice received",
            "Invoice review needed",
            "Review and document result",
            "Scan Invoice",
            "sid-282524E6-660F-431D-8F19-1C3E9E9DE817",
            "sid-BC9AC0B6-1785-4E35-A974-7FEF1A586B9D",
            "sid-F0D29912-929D-491C-8D23-73BD80CF980A"
          ]
        },
        "variables": {},
        "sandboxed": 0,
        "end": "completed"
      },
      "bpmn-miwg-test-case-c.1.0": {
        "steps": [
          "deliver Invoice received",
          "complete Assign Approver",
          "complete Approve Invoice",
          "complete Prepare Bank Transfer",
          "deliver Approver to be assigned",
          "deliver Invoice review needed"
        ],
        "taken": {
          "bpmn-miwg-test-case-c.1.0": [
            "Approve Invoice",
            "Archive Invoice",
            "Assign Approver",
            "Invoice approved?",
            "Invoice processed",
            "Invoice received",
            "Prepare Bank Transfer"
          ],
          "sid-5FBB6CB3-8A7C-42B5-9024-15BB2684EC57": [
            "7 days",
            "Approver to be assigned",
            "Archive original",
            "Assign approver",
            "Invoice received",
            "Invoice review needed",
            "Review and document result",
            "Scan Invoice",
            "sid-282524E6-660F-431D-8F19-1C3E9E9DE817",
            "sid-BC9AC0B6-1785-4E35-A974-7FEF1A586B9D",
            "sid-F0D29912-929D-491C-8D23-73BD80CF980A"
          ]
        },
        "variables": {
          "approved": true
        },
        "sandboxed": 1,
        "end": "completed"
      }
    },
  },
  // Executable as stored; its conditions are XPath (`bpmn:getDataObject('approved')`, the definition's expression
  // language), read as FEEL: the data object has no value written, so it reads the variable the task set.
  'C.1.1.bpmn': {
    stored: { runs: 'handle-invoice' },
    processes: {
      'handle-invoice': {
        steps: ['complete Assign Approver', 'complete Approve Invoice', 'complete Prepare Bank Transfer'],
        taken: { 'handle-invoice': ['Approve Invoice', 'Archive Invoice', 'Assign Approver', 'Invoice approved?', 'Invoice processed', 'Invoice received', 'Prepare Bank Transfer'] },
        variables: { approved: true, data: {} },
        sandboxed: 0,
        end: 'completed',
      },
    },
  },
  // The customer's gateways have no conditions: "Done Shopping?" takes "Yes", then in Place Order "Payment
  // accepted?" takes "No" and "Retry?" "Yes", so Pay Order loops with nothing to wait at: stopped at the step limit (the
  // other pools reach the customer's process by their messages). The payment pool completes, and so does the
  // second one (its start event, waited for again once begun, is for a new instance).
  'C.2.0.bpmn': {
    stored: NOT_EXECUTABLE,
    processes: {
      "WFP-Page_1-1": {
        "steps": [
          "deliver Receive Credit Card Information"
        ],
        "taken": {
          "WFP-Page_1-1": [
            "Receive Credit Card Information",
            "Send Result",
            "Take Payment"
          ]
        },
        "variables": {},
        "sandboxed": 0,
        "end": "completed"
      },
      "WFP-Page_1-2": {
        "steps": [
          "deliver Pick items"
        ],
        "taken": {},
        "variables": {},
        "sandboxed": 0,
        "end": {
          "error": "the process runs on without waiting (more than 300 steps or 1000 ms)"
        }
      },
      "WFP-Page_1-3": {
        "steps": [],
        "taken": {},
        "variables": {},
        "sandboxed": 0,
        "end": {
          "error": "the process runs on without waiting (more than 300 steps or 1000 ms)"
        }
      },
      "WFP-Page_1-4": {
        "steps": [
          "deliver Receive Order"
        ],
        "taken": {
          "WFP-Page_1-4": [
            "Pick items",
            "Place in bin",
            "Receive Order",
            "Receive and Package items",
            "Send to carrier dock",
            "__5a9abc77-7371-4213-bede-4056f9cb7808"
          ]
        },
        "variables": {},
        "sandboxed": 0,
        "end": "completed"
      }
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

export const REJECTED: Reached = {
  "steps": [
    "deliver Invoice received",
    "complete Assign Approver",
    "complete Approve Invoice",
    "complete Rechnung klären",
    "deliver Invoice review needed"
  ],
  "taken": {
    "bpmn-miwg-test-case-c.1.0": [
      "Approve Invoice",
      "Assign Approver",
      "Invoice approved?",
      "Invoice not processed",
      "Invoice received",
      "Rechnung klären",
      "Review successful?"
    ],
    "sid-5FBB6CB3-8A7C-42B5-9024-15BB2684EC57": [
      "7 days",
      "Approver to be assigned",
      "Archive original",
      "Assign approver",
      "Invoice received",
      "Invoice review needed",
      "Review and document result",
      "Scan Invoice",
      "sid-282524E6-660F-431D-8F19-1C3E9E9DE817",
      "sid-BC9AC0B6-1785-4E35-A974-7FEF1A586B9D",
      "sid-F0D29912-929D-491C-8D23-73BD80CF980A"
    ]
  },
  "variables": {
    "approved": false,
    "clarified": "no"
  },
  "sandboxed": 4,
  "end": "completed"
};

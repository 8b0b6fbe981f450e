// The API's types, generated from schemas/openapi.json by openapi-typescript (do not edit: npm run gen:types).
// Use them with openapi-fetch: `createClient<paths>({ baseUrl })`, the token in the X-Access-Token header.
export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/analytics/nodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per template and node: tasks handled, average and longest handling time (arrival → completion), open tasks; slowest first */
        get: operations["getBpmAnalyticsNodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/analytics/overdue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open tasks to do past their due time, most overdue first, with how long overdue (seconds); paged */
        get: operations["getBpmAnalyticsOverdue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/analytics/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per template: instances started in the range, how many run, completed, are suspended; average and longest duration of the completed ones */
        get: operations["getBpmAnalyticsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/analytics/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per handler (realname (username)): tasks handled, average handling time, open tasks; busiest first */
        get: operations["getBpmAnalyticsUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/collection/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Collect a process the caller may start (published, not suspended, a start role of theirs) into one of their folders (the root when no folderId); once per process */
        post: operations["postBpmCollectionAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/collection/addFolder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a folder under one of the caller's folders (the root when no parentId); names unique among siblings, at most 5 levels */
        post: operations["postBpmCollectionAddFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/collection/deleteFolder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete one of the caller's folders: not the root, and only when it holds no folder and no process */
        post: operations["postBpmCollectionDeleteFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/collection/editFolder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename one of the caller's folders ("Root folder 'My collection' cannot be modified or deleted") */
        post: operations["postBpmCollectionEditFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/collection/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a process out of the caller's collection */
        post: operations["postBpmCollectionRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/collection/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's collection: their folders (the root first, then by level and name) with the processes in each and whether each can be started now */
        get: operations["getBpmCollectionTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/delegate/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delegate the caller's approvals of the chosen processes (or of all) to an active user for a period: new to-do tasks the rules give the caller go to the bailee while it lasts */
        post: operations["postBpmDelegateAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/delegate/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a delegation (its delegator, or an administrator with the permission): the to-do tasks it gave the bailee that are not handled yet go back to the delegator; handled ones and copies stay as they are */
        post: operations["postBpmDelegateCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/delegate/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delegations the caller gives or receives, newest first; `scope=all`: everyone's (administrators with the permission), by delegator or bailee name */
        get: operations["getBpmDelegateList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/delegate/processes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The processes a delegation can name: the templates that have a published version */
        get: operations["getBpmDelegateProcesses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/handover/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand a user's open tasks over to another active user: all of them (type all) or the chosen ones (type task, their ids); all or nothing; each move recorded in its circulation with the notice */
        post: operations["postBpmHandoverAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/handover/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The handovers made, newest first (by the giving or receiving user's name): who, to whom, how many tasks, the notice, by whom */
        get: operations["getBpmHandoverList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/handover/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The open tasks of a user (to do, waiting their turn, unread copies) that a handover can move, newest first */
        get: operations["getBpmHandoverTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/process/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate a suspended instance (its tasks wait meanwhile) */
        post: operations["postBpmProcessActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/process/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an instance ("bpm.deleteOnlyUnsubmitted": one's own, no task handled yet) */
        post: operations["postBpmProcessDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/process/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliver the message or signal a running instance waits for at a receive task or catch event (with variables); the process goes on from there */
        post: operations["postBpmProcessDeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/process/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An instance on its process page (to look at): the instance, its form read-only, the data */
        get: operations["getBpmProcessDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/process/diagram": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An instance's BPMN diagram (shapes and edges), the nodes it waits at (current) and those it has passed (done) */
        get: operations["getBpmProcessDiagram"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/process/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An instance's circulation: who handled which node, how and when, with the opinion */
        get: operations["getBpmProcessHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/process/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every process instance (process administrators), newest first, by state, template or title, with the nodes it waits at */
        get: operations["getBpmProcessList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/process/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's instances: started by them (start) or ones they handled a task of (participate), newest first */
        get: operations["getBpmProcessMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/process/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start an instance again from its start with its variables (its open tasks are cancelled); not a suspended one */
        post: operations["postBpmProcessRestart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/process/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a process of an active template (by its key, or by the form it is bound to); answers the instance id */
        post: operations["postBpmProcessStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/process/startable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active process templates the caller may start (all roles, or a role they hold) */
        get: operations["getBpmProcessStartable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/process/startForm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What starting a process shows: the template's name and its form (null when it has none), for one who may start it */
        get: operations["getBpmProcessStartForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/process/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a running instance (its tasks wait meanwhile) */
        post: operations["postBpmProcessSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/process/urge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Urge the current handlers of a process the caller started: each open task is marked urged (shown in their to-do list) */
        post: operations["postBpmProcessUrge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/process/variables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An instance's variables as its last step left them */
        get: operations["getBpmProcessVariables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/process/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a process the caller started, while no one has acted on it or once it was rejected back to them; its record is withdrawn */
        post: operations["postBpmProcessWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/task/addSign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add signers to a task of the caller's: before (they decide first, then the task is the caller's again) or after (the caller's part is done; they decide next) */
        post: operations["postBpmTaskAddSign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/task/batchComplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve several tasks of the caller's with one opinion: to-do tasks of one template and one node only; all or none */
        post: operations["postBpmTaskBatchComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/task/batchRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark several copies (to-read tasks) of the caller's read: to-read tasks only; all or none */
        post: operations["postBpmTaskBatchRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/task/cc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a task of the caller's to users (each gets a to-read task); a selection only of users who have one already is refused */
        post: operations["postBpmTaskCc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/task/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a task offered to the members of its candidate roles */
        post: operations["postBpmTaskClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/task/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a task of the caller's (exactly once: a task already done answers 'No running task') */
        post: operations["postBpmTaskComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/task/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A task on its process page: the instance, its form with the node's field permissions, the data, what the caller may do */
        get: operations["getBpmTaskDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/task/done": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tasks the caller has handled, newest first */
        get: operations["getBpmTaskDone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/task/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What was copied to the caller and has been read, newest first */
        get: operations["getBpmTaskRead"];
        put?: never;
        /** Mark a copy (to-read task) of the caller's read */
        post: operations["postBpmTaskRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/task/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a task of the caller's: back to the initiator (who submits again), the node before, or an earlier node (`nodeId`); "No transition" when there is none */
        post: operations["postBpmTaskReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/task/rejectTargets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The earlier nodes a task of the caller's can be rejected to, the latest first */
        get: operations["getBpmTaskRejectTargets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/task/todo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's open tasks and those offered to their roles, newest first */
        get: operations["getBpmTaskTodo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/task/toRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What was copied to the caller (CC) and is not read yet, newest first */
        get: operations["getBpmTaskToRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/task/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand a task of the caller's to another user (recorded in the circulation with the opinion) */
        post: operations["postBpmTaskTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/task/unclaim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a claimed task back to its candidate roles */
        post: operations["postBpmTaskUnclaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate a suspended process template */
        post: operations["postBpmTemplateActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a process template (status design): bpmnXml with the process `key`; node settings from the file when none are given */
        post: operations["postBpmTemplateAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a process template ("bpm.templateHasInstances": only one with no instance data) */
        delete: operations["deleteBpmTemplateDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What changed from one design of a template to another: `from` and `to` are published versions or `design` (the default of `to`) */
        get: operations["getBpmTemplateDiff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit the design of a process template at the version read (node settings kept when none are named; publish makes it the next definition) */
        put: operations["putBpmTemplateEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The BPMN file of the design (no version) or of a published version, with diagram interchange: a download (application/xml), or, asked for JSON, the envelope with the file and its name */
        get: operations["getBpmTemplateExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/group/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a process group (name and code unique) */
        post: operations["postBpmTemplateGroupAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/group/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a process group ("bpm.groupHasTemplates": only one without templates) */
        delete: operations["deleteBpmTemplateGroupDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/group/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a process group at the version read; a new name is given to its templates too */
        put: operations["putBpmTemplateGroupEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/group/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process groups in order, each with its number of templates; and the group texts of templates that name no group */
        get: operations["getBpmTemplateGroupList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a BPMN 2.0 file as a new template (status design), answered with its diagram; the key defaults to the first executable process */
        post: operations["postBpmTemplateImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Process templates by keyword (name or key), group and status */
        get: operations["getBpmTemplateList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish the design as the next definition version (the template becomes active); running instances stay on theirs */
        post: operations["postBpmTemplatePublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/queryByKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One process template with its BPMN file */
        get: operations["getBpmTemplateQueryByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend an active process template */
        post: operations["postBpmTemplateSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The design rules' issues of a BPMN file's process with node settings (errors block a publish, warnings do not) */
        post: operations["postBpmTemplateValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bpm/template/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The published definition versions of a process template, newest first */
        get: operations["getBpmTemplateVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/picker/depts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation tree for dept and user pickers: every organisation and department, flat, with its parent */
        get: operations["getEformEnginePickerDepts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/picker/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active users of a department (deptId) and/or whose name or account contains keyWord; at most 200 */
        get: operations["getEformEnginePickerUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's portal (the first of their roles' portals by priority, else the default): items with widget cards and granted shortcuts */
        get: operations["getEformEnginePortal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/portal/{portalCode}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The rows of every widget item of the user's portal, by item (designers may read any portal's) */
        post: operations["postEformEnginePortalByPortalCodeData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/portal/{portalCode}/item/{i}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The aggregated rows a widget item of the user's portal draws (designers may read any portal's) */
        get: operations["getEformEnginePortalByPortalCodeItemByIData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page, its form and the field permissions of the caller (what the list page renders); a layout or free-layout page with its blocks and links, and no form */
        get: operations["getEformEngineViewByViewCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/batchDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several records (needs the page's batch delete button) */
        post: operations["postEformEngineViewByViewCodeBatchDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/batchSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An editable table's batch save: rows added (no id) or edited (id, data_version) and ids deleted, all-or-nothing; refused rows listed with their index */
        post: operations["postEformEngineViewByViewCodeBatchSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/button": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run a custom button's server script with the selected records (ids); answers the script's message */
        post: operations["postEformEngineViewByViewCodeButton"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a record (validated by the page's form; needs its add button) */
        post: operations["postEformEngineViewByViewCodeData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/data/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record; masked unless mode=edit (which needs the page's edit button) */
        get: operations["getEformEngineViewByViewCodeDataById"];
        /** Edit a record (validated by the page's form; needs its edit button) */
        put: operations["putEformEngineViewByViewCodeDataById"];
        post?: never;
        /** Delete a record (needs the page's delete button) */
        delete: operations["deleteEformEngineViewByViewCodeDataById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/data/{id}/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The data log of a record: each change with before, after, who and when */
        get: operations["getEformEngineViewByViewCodeDataByIdLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/excelJob/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's import or export jobs: state and progress (rows done of total), errors */
        get: operations["getEformEngineViewByViewCodeExcelJobByJobId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/excelJob/{jobId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel one of the caller's jobs: an export stops and its file goes, an import is rolled back */
        post: operations["postEformEngineViewByViewCodeExcelJobByJobIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/excelJob/{jobId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workbook of one of the caller's finished exports, or the rejected rows (with their errors) of a finished import */
        get: operations["getEformEngineViewByViewCodeExcelJobByJobIdFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/exportXls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export the page's records under the current filters and sort (its shown columns in order, aliases, masks) as a job; over the maximum rows refused */
        post: operations["postEformEngineViewByViewCodeExportXls"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/importExcel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a workbook (.xlsx, field `file`) as a job: labels or codes, every row checked by the import rules and the form; all rows or the valid ones written */
        post: operations["postEformEngineViewByViewCodeImportExcel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/importTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A workbook with the page's import columns as its header row */
        get: operations["getEformEngineViewByViewCodeImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of records: filters on query columns, sorts on sort columns; masked columns come masked */
        post: operations["postEformEngineViewByViewCodeList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/optionItems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The options of the page form's controls fed by SQL and HTTP configs (getSqlConfigItems/getHttpConfigItems for one form load), parameters from the values given */
        post: operations["postEformEngineViewByViewCodeOptionItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/optionLabels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The labels of stored values of the page form's SQL/HTTP-fed controls (a page of list cells): one query per control */
        post: operations["postEformEngineViewByViewCodeOptionLabels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The page designer's live preview: records listed by a design not saved yet (its columns, sorts and masks) from the stored page's table, under the caller's data rules */
        post: operations["postEformEngineViewByViewCodePreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/tree/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A tree page: the children of a node (the roots without parentId), each with hasChildren, under the caller's data rules; filter (a layout link's, field → value) makes the roots the topmost records matching it */
        post: operations["postEformEngineViewByViewCodeTreeChildren"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/view/{viewCode}/tree/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A tree page: move a node under another (a root without parentId); never under itself or a descendant; needs the page's edit button */
        put: operations["putEformEngineViewByViewCodeTreeMove"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/viewEngine/getHttpConfigItems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The records of an HTTP config's answer; the body holds the parameter values. The caller may run the config (its permission, or what the context names binds it) */
        post: operations["postEformEngineViewEngineGetHttpConfigItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/viewEngine/getHttpConfigItemsBatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The records of several HTTP configs at once, in the order asked (each one the caller may run) */
        post: operations["postEformEngineViewEngineGetHttpConfigItemsBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/viewEngine/getSqlConfigItems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The rows of a (read) SQL config; the body holds the parameter values. The caller may run the config (its permission, or what the context names binds it) */
        post: operations["postEformEngineViewEngineGetSqlConfigItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/viewEngine/getSqlConfigItemsBatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The rows of several (read) SQL configs at once, in the order asked (each one the caller may run) */
        post: operations["postEformEngineViewEngineGetSqlConfigItemsBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/widget/{widgetCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A widget as a card draws it: its type and options, its dataset's dimensions and measures, and labels: per coded dimension, its codes' labels in the caller's language */
        get: operations["getEformEngineWidgetByWidgetCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/engine/widget/{widgetCode}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The aggregated rows a widget draws, keyed by its dataset's dimension codes and measure aliases; the query string gives the dataset's parameters, and filter[<dimension>]=value keeps the rows of that dimension value (a layout link) */
        get: operations["getEformEngineWidgetByWidgetCodeData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/appGroup/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an app group */
        post: operations["postEformManageAppGroupAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/appGroup/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an app group that owns no metadata */
        delete: operations["deleteEformManageAppGroupDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/appGroup/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit an app group (optimistic lock on version) */
        put: operations["putEformManageAppGroupEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/appGroup/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a appGroup, newest first: version, add/edit/delete, who and when */
        get: operations["getEformManageAppGroupHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/appGroup/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A appGroup as it was at a version, and what changed from it to the current one */
        get: operations["getEformManageAppGroupHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/appGroup/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** App groups, in order (the console home) */
        get: operations["getEformManageAppGroupList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/appGroup/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a appGroup the current one (a new version; version: the current one, as for an edit) */
        post: operations["postEformManageAppGroupRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/dataset/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a dataset (validated by the engine's schema and rules) */
        post: operations["postEformManageDatasetAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/dataset/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a dataset */
        delete: operations["deleteEformManageDatasetDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/dataset/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a dataset over the version it was read at; a stale version is refused with 409 */
        put: operations["putEformManageDatasetEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/dataset/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a dataset, newest first: version, add/edit/delete, who and when */
        get: operations["getEformManageDatasetHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/dataset/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A dataset as it was at a version, and what changed from it to the current one */
        get: operations["getEformManageDatasetHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/dataset/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** dataset items, newest first, by app group, keyword */
        get: operations["getEformManageDatasetList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/dataset/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run a dataset as edited (unsaved) with parameter values: its first rows (50 unless a limit is given), and labels: per coded dimension, its codes' labels in the caller's language */
        post: operations["postEformManageDatasetPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/dataset/queryByCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One dataset with its version */
        get: operations["getEformManageDatasetQueryByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/dataset/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a dataset the current one (a new version; version: the current one, as for an edit) */
        post: operations["postEformManageDatasetRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/dataSource/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a data source (URL and options checked; the password sealed) */
        post: operations["postEformManageDataSourceAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/dataSource/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a data source no SQL config or table model uses */
        delete: operations["deleteEformManageDataSourceDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/dataSource/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a data source over the version it was read at (no password: the stored one stays); its connections are closed */
        put: operations["putEformManageDataSourceEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/dataSource/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Data sources, paged (passwords are never returned) */
        get: operations["getEformManageDataSourceList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/dataSource/queryByCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One data source by its key */
        get: operations["getEformManageDataSourceQueryByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/dataSource/testConnection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connect once: a saved source by { datasourceKey } alone, or unsaved fields (without a password, the saved one of that key) */
        post: operations["postEformManageDataSourceTestConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/erModel/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a erModel (validated by the engine's schema and rules) */
        post: operations["postEformManageErModelAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/erModel/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a erModel */
        delete: operations["deleteEformManageErModelDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/erModel/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a erModel over the version it was read at; a stale version is refused with 409 */
        put: operations["putEformManageErModelEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/erModel/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a erModel, newest first: version, add/edit/delete, who and when */
        get: operations["getEformManageErModelHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/erModel/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A erModel as it was at a version, and what changed from it to the current one */
        get: operations["getEformManageErModelHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/erModel/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** erModel items, newest first, by app group, keyword */
        get: operations["getEformManageErModelList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/erModel/queryByCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One erModel with its version */
        get: operations["getEformManageErModelQueryByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/erModel/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a erModel the current one (a new version; version: the current one, as for an edit) */
        post: operations["postEformManageErModelRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/form/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a form (validated by the engine's schema and rules) */
        post: operations["postEformManageFormAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/form/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a form */
        delete: operations["deleteEformManageFormDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/form/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a form over the version it was read at; a stale version is refused with 409 */
        put: operations["putEformManageFormEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/form/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a form, newest first: version, add/edit/delete, who and when */
        get: operations["getEformManageFormHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/form/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A form as it was at a version, and what changed from it to the current one */
        get: operations["getEformManageFormHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/form/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** form items, newest first, by app group, keyword */
        get: operations["getEformManageFormList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/form/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The form designer's preview: a design (not saved yet) as the console draws it, each sub-table with its row form */
        post: operations["postEformManageFormPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/form/queryByCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One form with its version */
        get: operations["getEformManageFormQueryByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/form/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a form the current one (a new version; version: the current one, as for an edit) */
        post: operations["postEformManageFormRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/httpConfig/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a httpConfig (validated by the engine's schema and rules) */
        post: operations["postEformManageHttpConfigAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/httpConfig/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a httpConfig */
        delete: operations["deleteEformManageHttpConfigDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/httpConfig/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a httpConfig over the version it was read at; a stale version is refused with 409 */
        put: operations["putEformManageHttpConfigEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/httpConfig/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a httpConfig, newest first: version, add/edit/delete, who and when */
        get: operations["getEformManageHttpConfigHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/httpConfig/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A httpConfig as it was at a version, and what changed from it to the current one */
        get: operations["getEformManageHttpConfigHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/httpConfig/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** httpConfig items, newest first, by app group, keyword */
        get: operations["getEformManageHttpConfigList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/httpConfig/queryByCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One httpConfig with its version */
        get: operations["getEformManageHttpConfigQueryByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/httpConfig/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a httpConfig the current one (a new version; version: the current one, as for an edit) */
        post: operations["postEformManageHttpConfigRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/httpConfig/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Call a saved config (httpCode) or an unsaved one (config) with parameter values: the answer and the records found in it */
        post: operations["postEformManageHttpConfigTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/localeProvider/getLocales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Translation maps (zh_CN, en_US) of server-provided texts */
        get: operations["getEformManageLocaleProviderGetLocales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/market/catalogue/apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The apps of the market this instance installs from, with their versions */
        get: operations["getEformManageMarketCatalogueApps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/market/catalogue/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The groups of the market this instance installs from (MARKET_HOST, or itself) */
        get: operations["getEformManageMarketCatalogueGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/market/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An installed app (or an app group) as a bundle zip: manifest.json and one file per item */
        get: operations["getEformManageMarketExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/market/installation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Install the bundle as a new app (after its plan) */
        post: operations["postEformManageMarketInstallation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/market/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What installing or updating the bundle would do: items added, changed (JSON pointers), removed, kept; table DDL */
        post: operations["postEformManageMarketPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/market/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a version of an app (installed, or an app group the enterprise built) into this instance's market catalogue */
        post: operations["postEformManageMarketPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/market/queryAppList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The installed apps with version and state */
        get: operations["getEformManageMarketQueryAppList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/market/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Roll the app back to what it was before its last install or update (tables keep their rows) */
        post: operations["postEformManageMarketRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/market/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update an installed app to the bundle (after its plan); changed items are kept unless replaced */
        put: operations["putEformManageMarketUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/portal/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a portal (validated by the engine's schema and rules) */
        post: operations["postEformManagePortalAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/portal/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a portal */
        delete: operations["deleteEformManagePortalDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/portal/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a portal over the version it was read at; a stale version is refused with 409 */
        put: operations["putEformManagePortalEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/portal/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a portal, newest first: version, add/edit/delete, who and when */
        get: operations["getEformManagePortalHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/portal/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A portal as it was at a version, and what changed from it to the current one */
        get: operations["getEformManagePortalHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/portal/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** portal items, newest first, by app group, keyword */
        get: operations["getEformManagePortalList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/portal/queryByCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One portal with its version */
        get: operations["getEformManagePortalQueryByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/portal/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a portal the current one (a new version; version: the current one, as for an edit) */
        post: operations["postEformManagePortalRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/portal/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Portal settings: the portal type of front users (1, or 2 for the alternative layout) and the default portal */
        get: operations["getEformManagePortalSettings"];
        /** Change the portal settings (the default portal must exist) */
        put: operations["putEformManagePortalSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/script/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run a script against sample input: the body of a function of `input` and `api` (api.sql, api.http) whose result is returned (JavaScript only) */
        post: operations["postEformManageScriptTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/sqlConfig/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a sqlConfig (validated by the engine's schema and rules) */
        post: operations["postEformManageSqlConfigAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/sqlConfig/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a sqlConfig */
        delete: operations["deleteEformManageSqlConfigDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/sqlConfig/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a sqlConfig over the version it was read at; a stale version is refused with 409 */
        put: operations["putEformManageSqlConfigEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/sqlConfig/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a sqlConfig, newest first: version, add/edit/delete, who and when */
        get: operations["getEformManageSqlConfigHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/sqlConfig/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sqlConfig as it was at a version, and what changed from it to the current one */
        get: operations["getEformManageSqlConfigHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/sqlConfig/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** sqlConfig items, newest first, by app group, keyword */
        get: operations["getEformManageSqlConfigList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/sqlConfig/queryByCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sqlConfig with its version */
        get: operations["getEformManageSqlConfigQueryByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/sqlConfig/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a sqlConfig the current one (a new version; version: the current one, as for an edit) */
        post: operations["postEformManageSqlConfigRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/sqlConfig/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run a saved config (sqlCode) or an unsaved one (sqlQuery, dsName, parameters) with parameter values; a write is rolled back */
        post: operations["postEformManageSqlConfigTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/tableModel/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a tableModel (validated by the engine's schema and rules) */
        post: operations["postEformManageTableModelAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/tableModel/createTable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create table (confirm: "Create the database table of this model? The table gets the fields of the model.") */
        post: operations["postEformManageTableModelCreateTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/tableModel/ddl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What create or sync would do: statements, destructive changes and the confirmation text */
        get: operations["getEformManageTableModelDdl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/tableModel/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a tableModel */
        delete: operations["deleteEformManageTableModelDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/tableModel/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a tableModel over the version it was read at; a stale version is refused with 409 */
        put: operations["putEformManageTableModelEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/tableModel/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate a default form and list page from a table model */
        post: operations["postEformManageTableModelGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/tableModel/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a tableModel, newest first: version, add/edit/delete, who and when */
        get: operations["getEformManageTableModelHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/tableModel/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tableModel as it was at a version, and what changed from it to the current one */
        get: operations["getEformManageTableModelHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/tableModel/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** tableModel items, newest first, by app group, keyword */
        get: operations["getEformManageTableModelList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/tableModel/queryByCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tableModel with its version */
        get: operations["getEformManageTableModelQueryByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/tableModel/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a tableModel the current one (a new version; version: the current one, as for an edit) */
        post: operations["postEformManageTableModelRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/tableModel/syncTable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sync table (confirm: "Sync the database table with this model? Fields are added and widened to match the model."); changes that lose data need force: true */
        post: operations["postEformManageTableModelSyncTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/tableModel/updateGenerated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update form and page from the model: fields and columns of new model fields added, of dropped ones removed, the rest kept */
        post: operations["postEformManageTableModelUpdateGenerated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/template/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a template (validated by the engine's schema and rules) */
        post: operations["postEformManageTemplateAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/template/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a template */
        delete: operations["deleteEformManageTemplateDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/template/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a template over the version it was read at; a stale version is refused with 409 */
        put: operations["putEformManageTemplateEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/template/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a template, newest first: version, add/edit/delete, who and when */
        get: operations["getEformManageTemplateHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/template/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A template as it was at a version, and what changed from it to the current one */
        get: operations["getEformManageTemplateHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/template/instantiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new form or page from an enabled form or page template: its body under the given code, name, app group and table model */
        post: operations["postEformManageTemplateInstantiate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/template/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** template items, newest first, by app group, keyword or tempType */
        get: operations["getEformManageTemplateList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/template/queryByCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One template with its version */
        get: operations["getEformManageTemplateQueryByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/template/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a template the current one (a new version; version: the current one, as for an edit) */
        post: operations["postEformManageTemplateRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/view/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a view (validated by the engine's schema and rules) */
        post: operations["postEformManageViewAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/view/addToMenu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a page on a menu: the item, its button permissions, granted to the caller's roles of that layout */
        post: operations["postEformManageViewAddToMenu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/view/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a view */
        delete: operations["deleteEformManageViewDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/view/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a view over the version it was read at; a stale version is refused with 409 */
        put: operations["putEformManageViewEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/view/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a view, newest first: version, add/edit/delete, who and when */
        get: operations["getEformManageViewHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/view/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A view as it was at a version, and what changed from it to the current one */
        get: operations["getEformManageViewHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/view/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** view items, newest first, by app group, keyword */
        get: operations["getEformManageViewList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/view/queryByCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One view with its version */
        get: operations["getEformManageViewQueryByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/view/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a view the current one (a new version; version: the current one, as for an edit) */
        post: operations["postEformManageViewRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/widget/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a widget (validated by the engine's schema and rules) */
        post: operations["postEformManageWidgetAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/widget/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a widget */
        delete: operations["deleteEformManageWidgetDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/widget/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a widget over the version it was read at; a stale version is refused with 409 */
        put: operations["putEformManageWidgetEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/widget/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a widget, newest first: version, add/edit/delete, who and when */
        get: operations["getEformManageWidgetHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/widget/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A widget as it was at a version, and what changed from it to the current one */
        get: operations["getEformManageWidgetHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/widget/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** widget items, newest first, by app group, keyword or widgetType or datasetCode */
        get: operations["getEformManageWidgetList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/widget/queryByCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One widget with its version */
        get: operations["getEformManageWidgetQueryByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eform/manage/widget/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a widget the current one (a new version; version: the current one, as for an edit) */
        post: operations["postEformManageWidgetRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterpriseRegister/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register an enterprise and its first administrator (verified by an SMS code) */
        post: operations["postEnterpriseRegisterAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterpriseRegister/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the visitor pages show: whether enterprise registration is open, by invitation or off; the platform version (lic) */
        get: operations["getEnterpriseRegisterConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysDepartRole/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a role to a department */
        post: operations["postOrgSysDepartRoleAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysDepartRole/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a department role */
        delete: operations["deleteOrgSysDepartRoleDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysDepartRole/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a department role (optimistic lock on version) */
        put: operations["putOrgSysDepartRoleEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysDepartRole/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roles of a department, paged */
        get: operations["getOrgSysDepartRoleList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysDepartRole/userRoles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ids of the department's roles a user holds */
        get: operations["getOrgSysDepartRoleUserRoles"];
        /** Set the department's roles a member holds */
        put: operations["putOrgSysDepartRoleUserRoles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysJob/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a job */
        post: operations["postOrgSysJobAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysJob/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a job */
        delete: operations["deleteOrgSysJobDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysJob/deleteBatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete jobs (ids comma-separated) */
        delete: operations["deleteOrgSysJobDeleteBatch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysJob/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a job (optimistic lock on version) */
        put: operations["putOrgSysJobEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysJob/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** jobs, paged */
        get: operations["getOrgSysJobList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysJob/queryall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every job */
        get: operations["getOrgSysJobQueryall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysJob/queryById": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One job */
        get: operations["getOrgSysJobQueryById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysOrg/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an organisation or department */
        post: operations["postOrgSysOrgAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysOrg/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an organisation without children (never the last root node) */
        delete: operations["deleteOrgSysOrgDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysOrg/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit an organisation (optimistic lock on version) */
        put: operations["putOrgSysOrgEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysOrg/queryById": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One organisation */
        get: operations["getOrgSysOrgQueryById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysOrg/queryDeptNameByDeptIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Names of departments by id (for department controls) */
        get: operations["getOrgSysOrgQueryDeptNameByDeptIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysOrg/queryTreeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation tree: nodes {id, key, title, orgCode, orgName, orgType, …, leaf, children} */
        get: operations["getOrgSysOrgQueryTreeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysOrg/queryUserNameByUserIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Names of users by id (for user controls) */
        get: operations["getOrgSysOrgQueryUserNameByUserIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysOrg/searchBy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Organisations whose name or code contains the key word */
        get: operations["getOrgSysOrgSearchBy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysPosition/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a position */
        post: operations["postOrgSysPositionAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysPosition/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a position */
        delete: operations["deleteOrgSysPositionDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysPosition/deleteBatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete positions (ids comma-separated) */
        delete: operations["deleteOrgSysPositionDeleteBatch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysPosition/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a position (optimistic lock on version) */
        put: operations["putOrgSysPositionEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysPosition/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** positions, paged */
        get: operations["getOrgSysPositionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysPosition/queryall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every position */
        get: operations["getOrgSysPositionQueryall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/sysPosition/queryById": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One position */
        get: operations["getOrgSysPositionQueryById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/processController/selectUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users a process step may name (active users of the enterprise, by name or username, optionally of one department), with their departments; the main one first */
        get: operations["getProcessControllerSelectUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/processController/updateUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Give an open task to another handler (process administrators): recorded in the circulation with the reason */
        put: operations["putProcessControllerUpdateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/enterprise/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a frozen enterprise (confirmCode: its code): its data, schema and files */
        delete: operations["deleteSaasEnterpriseDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/enterprise/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Freeze an enterprise: its users cannot sign in and their sessions end; its data is kept */
        put: operations["putSaasEnterpriseFreeze"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/enterprise/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every enterprise with its user count and storage (platform operators only) */
        get: operations["getSaasEnterpriseList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/enterprise/unfreeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Unfreeze an enterprise */
        put: operations["putSaasEnterpriseUnfreeze"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/market/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published version's bundle zip (its SHA-256 is in the catalogue); counted as a download unless purpose=plan */
        get: operations["getSaasMarketDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/market/queryMarketGroupList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The market catalogue's groups, with how many apps each holds */
        get: operations["getSaasMarketQueryMarketGroupList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saas/market/queryMarketList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The market catalogue's apps (appName, appCode, appVersion) with their versions and checksums */
        get: operations["getSaasMarketQueryMarketList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/announcement/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write an announcement (unpublished) */
        post: operations["postSystemAnnouncementAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/announcement/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an announcement that is not published (a published one is revoked first) */
        delete: operations["deleteSystemAnnouncementDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/announcement/doReleaseData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Publish an announcement: its specified users get it (one unread row each), or every user does */
        put: operations["putSystemAnnouncementDoReleaseData"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/announcement/doReovkeData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Revoke a published announcement: its readers no longer see it */
        put: operations["putSystemAnnouncementDoReovkeData"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/announcement/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an announcement while it is unpublished */
        put: operations["putSystemAnnouncementEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/announcement/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Announcements, newest first, by publish status and title */
        get: operations["getSystemAnnouncementList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/announcement/queryById": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One announcement */
        get: operations["getSystemAnnouncementQueryById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/cas/client/validateLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign in with a CAS ticket for the service it was issued to; a failure answers the CAS login address */
        get: operations["getSystemCasClientValidateLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/category/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a category (code unique in the enterprise) */
        post: operations["postSystemCategoryAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/category/childList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The children of a category (the roots without pid) */
        get: operations["getSystemCategoryChildList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/category/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a category that has no children */
        delete: operations["deleteSystemCategoryDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/category/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a category over the version it was read at */
        put: operations["putSystemCategoryEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/category/loadAllData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every category of the enterprise, flat (pid links a child to its parent), in tree order */
        get: operations["getSystemCategoryLoadAllData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/checkRule/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a checkRule (validated by the engine's schema and rules) */
        post: operations["postSystemCheckRuleAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/checkRule/checkByCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a value against a check rule: success, or the rule's message */
        get: operations["getSystemCheckRuleCheckByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/checkRule/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a checkRule */
        delete: operations["deleteSystemCheckRuleDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/checkRule/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a checkRule over the version it was read at; a stale version is refused with 409 */
        put: operations["putSystemCheckRuleEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/checkRule/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a checkRule, newest first: version, add/edit/delete, who and when */
        get: operations["getSystemCheckRuleHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/checkRule/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A checkRule as it was at a version, and what changed from it to the current one */
        get: operations["getSystemCheckRuleHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/checkRule/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** checkRule items, newest first, by app group, keyword */
        get: operations["getSystemCheckRuleList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/checkRule/queryByCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One checkRule with its version */
        get: operations["getSystemCheckRuleQueryByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/checkRule/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a checkRule the current one (a new version; version: the current one, as for an edit) */
        post: operations["postSystemCheckRuleRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/common/static/{biz}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a stored file of the enterprise by its path (with info=true: its name, size and type) */
        get: operations["getSystemCommonStaticByBizByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/common/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload files (multipart; field `biz` names a folder) */
        post: operations["postSystemCommonUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/dict/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a dictionary (with items) */
        post: operations["postSystemDictAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/dict/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a dictionary and its items */
        delete: operations["deleteSystemDictDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/dict/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a dictionary (name, category, description; optimistic lock) */
        put: operations["putSystemDictEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/dict/getDictItemMap/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visible items of a dictionary as a value → text map */
        get: operations["getSystemDictGetDictItemMapByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/dict/getDictItems/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visible items of a dictionary as options */
        get: operations["getSystemDictGetDictItemsByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/dict/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a dictionary, newest first: version, add/edit/delete, who and when */
        get: operations["getSystemDictHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/dict/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A dictionary as it was at a version, and what changed from it to the current one */
        get: operations["getSystemDictHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/dict/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a dictionary the current one (a new version; version: the current one, as for an edit) */
        post: operations["postSystemDictRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/dict/treeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dictionaries with their items */
        get: operations["getSystemDictTreeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/dict/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Version of every dictionary: cached options are stale when it moved */
        get: operations["getSystemDictVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/dictItem/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an item to a dictionary */
        post: operations["postSystemDictItemAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/dictItem/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a dictionary item */
        delete: operations["deleteSystemDictItemDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/dictItem/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a dictionary item (optimistic lock) */
        put: operations["putSystemDictItemEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/duplicate/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a value is still free in a registered checkable field (dataId: the record edited) */
        get: operations["getSystemDuplicateCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/enterprise/joinSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enterprise's joining settings: by code, approval, the invitation token and the code */
        get: operations["getSystemEnterpriseJoinSettings"];
        /** Save the joining settings; newInvitation true makes a new invitation link, false removes it */
        put: operations["putSystemEnterpriseJoinSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/fillRule/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a fillRule (validated by the engine's schema and rules) */
        post: operations["postSystemFillRuleAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/fillRule/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a fillRule */
        delete: operations["deleteSystemFillRuleDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/fillRule/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a fillRule over the version it was read at; a stale version is refused with 409 */
        put: operations["putSystemFillRuleEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/fillRule/executeRuleByCode/{ruleCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Draw the next value of a fill rule (a serial number is never drawn twice) */
        get: operations["getSystemFillRuleExecuteRuleByCodeByRuleCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/fillRule/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a fillRule, newest first: version, add/edit/delete, who and when */
        get: operations["getSystemFillRuleHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/fillRule/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A fillRule as it was at a version, and what changed from it to the current one */
        get: operations["getSystemFillRuleHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/fillRule/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** fillRule items, newest first, by app group, keyword */
        get: operations["getSystemFillRuleList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/fillRule/queryByCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One fillRule with its version */
        get: operations["getSystemFillRuleQueryByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/fillRule/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a fillRule the current one (a new version; version: the current one, as for an edit) */
        post: operations["postSystemFillRuleRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/log/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a log entry */
        delete: operations["deleteSystemLogDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/log/deleteBatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete log entries (ids comma-separated) */
        delete: operations["deleteSystemLogDeleteBatch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/log/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Log entries, newest first, paged */
        get: operations["getSystemLogList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/log/loginfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Login counts {todayVisitCount, todayIp, totalVisitCount} */
        get: operations["getSystemLogLoginfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/log/visitInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Logins of the last 7 days [{day, visit, ip}], oldest first */
        get: operations["getSystemLogVisitInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with account and password */
        post: operations["postSystemLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/loginConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the login page needs to know */
        get: operations["getSystemLoginConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: the token stops working at once */
        post: operations["postSystemLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/oauth2/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start an OAuth2 / OIDC sign-in: the provider's authorization address (state, nonce and PKCE kept here) */
        get: operations["getSystemOauth2Authorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/oauth2/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with the code the OAuth2 / OIDC provider sent back (with its state, and its iss when it sent one) */
        post: operations["postSystemOauth2Login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/oauthClient/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a client: its secret (confidential clients) is in this answer and nowhere else, ever */
        post: operations["postSystemOauthClientAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/oauthClient/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a client: its tokens stop working at once */
        delete: operations["deleteSystemOauthClientDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/oauthClient/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a client over the version read (its id and secret stay) */
        put: operations["putSystemOauthClientEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/oauthClient/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enterprise's registered OAuth2 clients (never their secrets) */
        get: operations["getSystemOauthClientList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/passwordReset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link's token, or with the phone and its SMS code (smsmode 3) */
        post: operations["postSystemPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/passwordReset/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The channels a password can be reset through */
        get: operations["getSystemPasswordResetConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/passwordReset/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a reset link to the account with this address (the same answer whether or not there is one) */
        post: operations["postSystemPasswordResetMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a menu, directory or button item */
        post: operations["postSystemPermissionAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/addPermissionRule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a data rule to a menu item */
        post: operations["postSystemPermissionAddPermissionRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/allowEditScript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether script editing is allowed in this environment */
        get: operations["getSystemPermissionAllowEditScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/dataRuleVocabulary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operators and variables a data rule may use */
        get: operations["getSystemPermissionDataRuleVocabulary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a menu item with everything below it */
        delete: operations["deleteSystemPermissionDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/deleteBatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete menu items (ids comma-separated) with everything below them */
        delete: operations["deleteSystemPermissionDeleteBatch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/deletePermissionRule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a data rule */
        delete: operations["deleteSystemPermissionDeletePermissionRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a menu item (optimistic lock on version) */
        put: operations["putSystemPermissionEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/editPermissionRule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a data rule (optimistic lock on version) */
        put: operations["putSystemPermissionEditPermissionRule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/getPermRuleListByPermId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The data rules of a menu item */
        get: operations["getSystemPermissionGetPermRuleListByPermId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/getSystemMenuList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Top-level menu items (with leaf / hasChildren) */
        get: operations["getSystemPermissionGetSystemMenuList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/getSystemSubmenu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Children of a menu item */
        get: operations["getSystemPermissionGetSystemSubmenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/getUserPermissionByToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Menu tree and button permissions of the signed-in user */
        get: operations["getSystemPermissionGetUserPermissionByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a menu, newest first: version, add/edit/delete, who and when */
        get: operations["getSystemPermissionHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A menu as it was at a version, and what changed from it to the current one */
        get: operations["getSystemPermissionHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every menu and button item as a tree; with a name, the matching items as a flat list */
        get: operations["getSystemPermissionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/loadAllRoleIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ids of the (global) roles that grant a menu item */
        get: operations["getSystemPermissionLoadAllRoleIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/queryDepartPermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ids of a department's permissions */
        get: operations["getSystemPermissionQueryDepartPermission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/queryListAsync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One level of the menu tree for lazy loading (no pid: the top level) */
        get: operations["getSystemPermissionQueryListAsync"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/queryPermissionRule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Data rules of a menu item filtered by name or field */
        get: operations["getSystemPermissionQueryPermissionRule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/queryRolePermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ids of the menu items a role grants */
        get: operations["getSystemPermissionQueryRolePermission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/queryTreeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Authorisation tree {treeList: [{key, title, value, menuType, perms, ruleFlag, children}], ids} */
        get: operations["getSystemPermissionQueryTreeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a menu the current one (a new version; version: the current one, as for an edit) */
        post: operations["postSystemPermissionRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/saveDepartPermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a department's permissions: what its department roles may grant */
        post: operations["postSystemPermissionSaveDepartPermission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/permission/saveRolePermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the menu items a role grants (its users get them at their next permission load) */
        post: operations["postSystemPermissionSaveRolePermission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/phoneLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a phone number and the SMS code sent to it */
        post: operations["postSystemPhoneLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/randomImage/{checkKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Captcha image (data URL) for a client-chosen check key */
        get: operations["getSystemRandomImageByCheckKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/role/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a role */
        post: operations["postSystemRoleAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/role/checkRoleCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a role code is valid and free (id: the role edited) */
        get: operations["getSystemRoleCheckRoleCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/role/datarule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The data rules of a menu item and the ids of those the role applies {rules, selected} */
        get: operations["getSystemRoleDatarule"];
        put?: never;
        /** Set the data rules a role applies to a menu item (none: the role sees every row) */
        post: operations["postSystemRoleDatarule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/role/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a role */
        delete: operations["deleteSystemRoleDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/role/deleteBatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete roles (ids comma-separated) */
        delete: operations["deleteSystemRoleDeleteBatch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/role/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a role (optimistic lock on version) */
        put: operations["putSystemRoleEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/role/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a role, newest first: version, add/edit/delete, who and when */
        get: operations["getSystemRoleHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/role/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A role as it was at a version, and what changed from it to the current one */
        get: operations["getSystemRoleHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/role/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** roles, paged */
        get: operations["getSystemRoleList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/role/queryall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every role */
        get: operations["getSystemRoleQueryall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/role/queryById": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One role */
        get: operations["getSystemRoleQueryById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/role/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a role the current one (a new version; version: the current one, as for an edit) */
        post: operations["postSystemRoleRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/selectDepart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose the department to work in (one of the user's departments); returns the user info */
        put: operations["putSystemSelectDepart"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an SMS verification code: smsmode 0 to sign in, 1 to register an enterprise, 2 to join one, 3 to reset a password */
        post: operations["postSystemSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sso/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enterprise's single sign-on settings (the client secret is never returned) */
        get: operations["getSystemSsoConfig"];
        /** Save the single sign-on settings over the version read (no clientSecret: the stored one stays) */
        put: operations["putSystemSsoConfig"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sso/logoutUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the browser goes after signing out of a session that began at an OIDC provider (else null) */
        get: operations["getSystemSsoLogoutUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sso/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which single sign-on the login page offers for an enterprise (none when not enabled) */
        get: operations["getSystemSsoOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sysAnnouncementSend/editByAnntIdAndUserId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one announcement sent to the signed-in user read (opening it) */
        put: operations["putSystemSysAnnouncementSendEditByAnntIdAndUserId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sysAnnouncementSend/getMyAnnouncementSend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The announcements sent to the signed-in user, newest first (readFlag 0: only the unread; total is then the unread count) */
        get: operations["getSystemSysAnnouncementSendGetMyAnnouncementSend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sysAnnouncementSend/readAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark every announcement sent to the signed-in user read */
        put: operations["putSystemSysAnnouncementSendReadAll"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sysconfig/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a system config value (optimistic lock on version) */
        put: operations["putSystemSysconfigEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sysconfig/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved versions of a sysConfig, newest first: version, add/edit/delete, who and when */
        get: operations["getSystemSysconfigHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sysconfig/historyVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sysConfig as it was at a version, and what changed from it to the current one */
        get: operations["getSystemSysconfigHistoryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sysconfig/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All system config entries */
        get: operations["getSystemSysconfigList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sysconfig/querySysConfigByCodeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System config values by code */
        get: operations["getSystemSysconfigQuerySysConfigByCodeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sysconfig/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an earlier version of a sysConfig the current one (a new version; version: the current one, as for an edit) */
        post: operations["postSystemSysconfigRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sysCustom/getCustomVaueByTypeAndDataId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A custom setting of the signed-in user (e.g. table columns) */
        get: operations["getSystemSysCustomGetCustomVaueByTypeAndDataId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sysCustom/saveCustomWithDataId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a custom setting of the signed-in user */
        post: operations["postSystemSysCustomSaveCustomWithDataId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sysDepartPermission/queryDeptRolePermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ids of the menu items a department role grants */
        get: operations["getSystemSysDepartPermissionQueryDeptRolePermission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sysDepartPermission/queryTreeListForDeptRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Authorisation tree of the department's permissions {treeList, ids} */
        get: operations["getSystemSysDepartPermissionQueryTreeListForDeptRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/sysDepartPermission/saveDeptRolePermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the menu items a department role grants, within its department's permissions */
        post: operations["postSystemSysDepartPermissionSaveDeptRolePermission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/thirdLogin/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start binding the caller's identity at the enterprise's OIDC provider: the provider's authorization address */
        get: operations["getSystemThirdLoginAuthorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/thirdLogin/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bind the identity the provider sent back (code, state, iss) to the caller's account */
        post: operations["postSystemThirdLoginBind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/thirdLogin/bindings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The third-party identities bound to the caller's account */
        get: operations["getSystemThirdLoginBindings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/thirdLogin/bindings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unbind one of the caller's third-party identities */
        delete: operations["deleteSystemThirdLoginBindingsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a user (first login must change the password) */
        post: operations["postSystemUserAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/addJM": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a user; password and confirmPassword encrypted with the transport key (base64) */
        post: operations["postSystemUserAddJM"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve (the account becomes active) or refuse (the registration is removed) waiting registrations */
        put: operations["putSystemUserApprove"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change one's own password: the caller's other sessions end */
        put: operations["putSystemUserChangePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/checkOnlyUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an account name, mailbox, phone or work number is still free (id: the user being edited) */
        get: operations["getSystemUserCheckOnlyUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Move a user to the recycle bin */
        delete: operations["deleteSystemUserDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/deleteBatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Move users to the recycle bin (ids comma-separated) */
        delete: operations["deleteSystemUserDeleteBatch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/deleteRecycleBin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete users in the recycle bin for good */
        delete: operations["deleteSystemUserDeleteRecycleBin"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a user within the caller's data scope */
        put: operations["putSystemUserEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/editJM": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a user; an optional new password pair encrypted with the transport key (base64) */
        put: operations["putSystemUserEditJM"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/frozenBatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Freeze (status 2) or unfreeze (status 1) users: a frozen user's sessions end at once */
        put: operations["putSystemUserFrozenBatch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users within the caller's data scope, paged */
        get: operations["getSystemUserList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/pendingList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registrations waiting for approval, oldest first */
        get: operations["getSystemUserPendingList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/putRecycleBin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Restore users from the recycle bin */
        put: operations["putSystemUserPutRecycleBin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/queryById": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user with the ids of their roles, jobs and departments */
        get: operations["getSystemUserQueryById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/queryUserByDepId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users of a department within the caller's data scope */
        get: operations["getSystemUserQueryUserByDepId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/queryUserRelation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's departments, roles (global and department) and jobs */
        get: operations["getSystemUserQueryUserRelation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/queryUserRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ids of the user's (global) roles */
        get: operations["getSystemUserQueryUserRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/recycleBin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users in the recycle bin, paged */
        get: operations["getSystemUserRecycleBin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join an enterprise as a general user, by its invitation token or its code (verified by an SMS code) */
        post: operations["postSystemUserRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set another user's password: they must change it at their next login (isChange) and are signed out */
        put: operations["putSystemUserResetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/user/transportKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public key (RSA-OAEP, SHA-256) for the passwords of addJM and editJM */
        get: operations["getSystemUserTransportKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/thirdLogin/getLoginUser/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Spec §7: the account one of the caller's third-party identities signs in as */
        get: operations["getThirdLoginGetLoginUserById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** MenuNode */
        "def-0": {
            alwaysShow: boolean;
            back: string;
            children?: components["schemas"]["def-0"][];
            component: string;
            componentProps?: string;
            hidden: boolean;
            id: string;
            meta: {
                icon?: string;
                internalOrExternal: boolean;
                keepAlive: boolean;
                permissionList: {
                    action: string;
                    describe: string;
                    status: string;
                    type: string;
                }[];
                title: string;
                titleEn?: string;
                url?: string;
            };
            microAppRoute?: string;
            microAppUrl?: string;
            name: string;
            path: string;
            redirect?: string;
        };
        /** OrgNode */
        "def-1": {
            children?: components["schemas"]["def-1"][];
            description?: string | null;
            id: string;
            key: string;
            leaderId?: string | null;
            leaf: boolean;
            orgCode?: string | null;
            orgName?: string | null;
            orgNameAbbr?: string | null;
            orgOrder?: number | null;
            orgType?: string | null;
            parentId?: string | null;
            title: string;
            value: string;
            version: number;
        };
        /** MenuItemNode */
        "def-2": {
            alwaysShow?: boolean | null;
            back?: string | null;
            children?: components["schemas"]["def-2"][];
            code?: string | null;
            component?: string | null;
            componentProps?: {
                label?: string;
                value?: string;
            }[] | null;
            groupCode?: string | null;
            hasRules?: boolean | null;
            icon?: string | null;
            id: string;
            internalOrExternal?: boolean | null;
            isKeepalive?: boolean | null;
            key: string;
            leaf: boolean;
            menuHidden?: boolean | null;
            menuType?: number | null;
            microAppRoute?: string | null;
            microAppUrl?: string | null;
            name?: string | null;
            nameEn?: string | null;
            parentId?: string | null;
            perms?: string | null;
            permsType?: string | null;
            redirect?: string | null;
            sortNo?: number | null;
            status?: string | null;
            url?: string | null;
            version: number;
        };
        /** AuthTreeNode */
        "def-3": {
            children?: components["schemas"]["def-3"][];
            key: string;
            menuType: number;
            perms: string | null;
            ruleFlag: boolean;
            title: string;
            titleEn?: string;
            value: string;
        };
        /** FormField */
        "def-4": {
            /** @description Controls inside a card, table or affix */
            children?: components["schemas"]["def-4"][];
            /** @description Columns of a grid */
            columns?: {
                children: components["schemas"]["def-4"][];
                /** @description Columns taken on the 24-column grid */
                span: number;
            }[];
            defaultValue?: unknown;
            /** @enum {string} */
            disabled?: "Y" | "N";
            /** @description Control key, unique in the form; binds the table column */
            key: string;
            /** @description Panes of tabs */
            panes?: {
                children: components["schemas"]["def-4"][];
                key: string;
                title: string;
            }[];
            placeholder?: string;
            /** @description Control-specific properties */
            props?: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            required?: "Y" | "N";
            rules?: {
                max?: number;
                /** @description Error text; an 'm.' prefix marks a translation key */
                message?: string;
                /** @description Rule pattern preset code or a regular expression */
                pattern?: string;
                pk?: boolean;
                required?: boolean;
                /** @description Value must be unique in its table */
                unionCheck?: boolean;
            }[];
            showConfig?: {
                dictOption?: {
                    /** @description Dictionary whose items are the options */
                    dictCode: string;
                };
                /** @description Display format with {key} and {value} placeholders */
                formatExpr?: string;
                httpConfig?: {
                    /** @description HTTP config supplying the options */
                    httpCode: string;
                    httpParameterConfig?: {
                        defaultValue?: string;
                        /** @description Form field whose value feeds the parameter */
                        outKey?: string;
                        /** @description Parameter of the SQL config */
                        parameterKey: string;
                    }[];
                };
                linkage?: {
                    actions: {
                        /** @enum {string} */
                        action: "show" | "hide" | "require" | "disable" | "setValue";
                        /** @description Key of the control acted upon */
                        target: string;
                        /** @description Value for setValue (json-logic allowed) */
                        value?: unknown;
                    }[];
                    /** @description json-logic condition over the form values */
                    when: unknown;
                }[];
                options?: {
                    label: string;
                    labelEn?: string;
                    value: string | number | boolean;
                }[];
                sqlConfig?: {
                    /** @description Parameter receiving the text typed in the control: the options are searched on the server, the first matches only */
                    searchKey?: string;
                    /** @description SQL config supplying the options */
                    sqlCode: string;
                    sqlParameterConfig?: {
                        defaultValue?: string;
                        /** @description Form field whose value feeds the parameter */
                        outKey?: string;
                        /** @description Parameter of the SQL config */
                        parameterKey: string;
                    }[];
                    /** @description Parameter receiving the stored value (several comma-separated): finds its label and checks it at save */
                    valueKey?: string;
                };
            };
            /** @description Columns taken on the 24-column grid */
            span?: number;
            title?: string;
            titleEn?: string;
            /** @enum {string} */
            type: "hidden" | "input" | "textarea" | "number" | "select" | "checkbox" | "radio" | "switch" | "date" | "time" | "rate" | "slider" | "serialno" | "editor" | "icon" | "uploadFile" | "uploadImg" | "user" | "dept" | "page" | "editableTable" | "button" | "alert" | "text" | "divider" | "card" | "grid" | "table" | "tabs" | "affix" | "signature";
        };
        ErrorEnvelope: {
            /** @description The HTTP status as text */
            code: string;
            /** @description What went wrong, in the caller's language (`lang=zh_CN` or English) */
            message: string;
            /** @description Details of the refusal where it has some (for example the rows an import refused), else null */
            result: unknown;
            /** @constant */
            success: false;
            timestamp: number;
        };
        /** @description A record of a table model of the enterprise's own design: its fields by column code, with id and data_version */
        ModelledRecord: {
            /** @description The version the record was read at; an edit names it */
            data_version?: number | null;
            /** @description The record's id (absent on an add) */
            id?: string | number;
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description Bad request: the input was refused and nothing changed */
        Error400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Not signed in: the token is missing, expired or signed out */
        Error401: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Access denied: the caller lacks the permission */
        Error403: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Not found */
        Error404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Conflict: the item was changed by someone else since it was read (a stale version) or already exists */
        Error409: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Too many attempts: try again later */
        Error429: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The database is busy: try again later */
        Error503: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmAnalyticsNodes: {
        parameters: {
            query?: {
                from?: string;
                templateKey?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            avgSeconds: number | null;
                            handled: number;
                            maxSeconds: number | null;
                            nodeId: string;
                            nodeName: string;
                            open: number;
                            templateKey: string;
                            templateName: string;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmAnalyticsOverdue: {
        parameters: {
            query?: {
                from?: string;
                pageNo?: number;
                pageSize?: number;
                templateKey?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                businessTitle: string;
                                dueAt: string;
                                handlerName: string | null;
                                instanceId: string;
                                nodeName: string;
                                overdueSeconds: number;
                                taskId: string;
                                templateKey: string;
                                templateName: string;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmAnalyticsSummary: {
        parameters: {
            query?: {
                from?: string;
                templateKey?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            avgDurationSeconds: number | null;
                            completed: number;
                            maxDurationSeconds: number | null;
                            running: number;
                            started: number;
                            suspended: number;
                            templateKey: string;
                            templateName: string;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmAnalyticsUsers: {
        parameters: {
            query?: {
                from?: string;
                templateKey?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            avgSeconds: number | null;
                            handled: number;
                            handlerName: string;
                            open: number;
                            userId: string;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmCollectionAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    folderId?: string;
                    templateKey: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            folderId: string;
                            key: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmCollectionAddFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    parentId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            depth: number;
                            id: string;
                            name: string;
                            parentId: string | null;
                            root: boolean;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmCollectionDeleteFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmCollectionEditFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            depth: number;
                            id: string;
                            name: string;
                            parentId: string | null;
                            root: boolean;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmCollectionRemove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    templateKey: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            key: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmCollectionTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            folders: {
                                depth: number;
                                id: string;
                                name: string;
                                parentId: string | null;
                                processes: {
                                    group: string | null;
                                    key: string;
                                    name: string;
                                    startable: boolean;
                                }[];
                                root: boolean;
                            }[];
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmDelegateAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    allProcesses?: boolean;
                    delegateBailee: string;
                    delegateResource?: string[];
                    /** Format: date-time */
                    endTime: string;
                    /** Format: date-time */
                    startTime: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            /** @enum {string} */
                            state: "pending" | "active" | "expired" | "cancelled";
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmDelegateCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            returned: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmDelegateList: {
        parameters: {
            query?: {
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
                scope?: "mine" | "all";
                state?: "pending" | "active" | "expired" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                allProcesses: boolean;
                                cancelBy: string | null;
                                cancelTime: string | null;
                                createTime: string;
                                delegateBailee: string;
                                delegateBaileeName: string | null;
                                delegateResource: string[];
                                delegator: string;
                                delegatorName: string | null;
                                endTime: string;
                                id: string;
                                resourceNames: string[];
                                /** @enum {string} */
                                role: "delegator" | "bailee" | "other";
                                startTime: string;
                                /** @enum {string} */
                                state: "pending" | "active" | "expired" | "cancelled";
                                taskCount: number;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmDelegateProcesses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            group: string;
                            key: string;
                            name: string;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmHandoverAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fromUser: string;
                    notice?: string;
                    taskIds?: string[];
                    toUser: string;
                    /** @enum {string} */
                    type?: "all" | "task";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            taskCount: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmHandoverList: {
        parameters: {
            query?: {
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                createBy: string | null;
                                createDept: string | null;
                                createTime: string;
                                fromUser: string;
                                fromUserName: string | null;
                                id: string;
                                notice: string | null;
                                taskCount: number;
                                toUser: string;
                                toUserName: string | null;
                                /** @enum {string} */
                                type: "all" | "task";
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmHandoverTasks: {
        parameters: {
            query: {
                fromUser: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            instanceId: string;
                            sendTimeString: string;
                            status: string;
                            taskName: string | null;
                            taskTitle: string;
                            taskType: string;
                            templateKey: string;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmProcessActivate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            state: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmProcessDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmProcessDeliver: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    eventId: string;
                    id: string;
                    variables?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            state: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmProcessDetail: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            /** @description Each field: edit, readonly or hidden */
                            access: {
                                [key: string]: string;
                            };
                            actions: string[];
                            data: {
                                [key: string]: unknown;
                            };
                            dataId: string | null;
                            form: unknown | null;
                            instance: {
                                businessTitle: string;
                                id: string;
                                startTimeString: string;
                                startUserName: string | null;
                                state: string;
                                templateKey: string;
                                templateName: string;
                            };
                            opinionRequired: boolean;
                            task: {
                                id: string;
                                nodeId: string;
                                status: string;
                                taskName: string | null;
                                taskType: string;
                            } | null;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmProcessDiagram: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: string[];
                            diagram: unknown;
                            done: string[];
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmProcessHistory: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            handlerName: string | null;
                            onBehalfOf?: string | null;
                            passMessage: string | null;
                            passName: string | null;
                            passTime: string | null;
                            passType: string;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmProcessList: {
        parameters: {
            query?: {
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
                state?: "ACTIVE" | "COMPLETED" | "SUSPENDED";
                templateKey?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: ({
                                businessTitle: string;
                                durationString: string | null;
                                endTimeString: string | null;
                                id: string;
                                processInstanceState: string;
                                startTimeString: string;
                                startUserName: string | null;
                                templateKey: string;
                            } & {
                                currentNodes: string[];
                                openTasks: {
                                    assigneeName: string | null;
                                    id: string;
                                    taskName: string;
                                }[];
                                waitingEvents: {
                                    id: string;
                                    name?: string;
                                    type: string;
                                }[];
                            })[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmProcessMine: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                type?: "start" | "participate";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                businessTitle: string;
                                durationString: string | null;
                                endTimeString: string | null;
                                id: string;
                                processInstanceState: string;
                                startTimeString: string;
                                startUserName: string | null;
                                templateKey: string;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmProcessRestart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            state: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmProcessStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessTitle: string;
                    /** @description The record of the form's page the process is about (flowScope) */
                    dataId?: string;
                    formCode?: string;
                    templateKey?: string;
                    variables?: {
                        [key: string]: unknown;
                    };
                    /** @description The page of the form the record is saved through (a new one from the variables, or `dataId` submitted); without it the process runs on its variables only (startForm names the page to use) */
                    viewCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            dataId: string | null;
                            id: string;
                            state: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmProcessStartable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            formCode: string | null;
                            group: string;
                            key: string;
                            name: string;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmProcessStartForm: {
        parameters: {
            query: {
                key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            form: unknown | null;
                            key: string;
                            name: string;
                            viewCode: string | null;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmProcessSuspend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            state: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmProcessUrge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            urged: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmProcessVariables: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            varName: string;
                            varType: string;
                            varValue: string;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmProcessWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            state: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTaskAddSign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    opinion?: string;
                    /** @enum {string} */
                    position: "before" | "after";
                    taskId: string;
                    users: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            status: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTaskBatchComplete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    opinion?: string;
                    taskIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            completed: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTaskBatchRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    taskIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            read: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTaskCc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    taskId: string;
                    users: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            status: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTaskClaim: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    taskId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            status: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTaskComplete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    opinion?: string;
                    taskId: string;
                    variables?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            instanceState: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmTaskDetail: {
        parameters: {
            query: {
                taskId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            /** @description Each field: edit, readonly or hidden */
                            access: {
                                [key: string]: string;
                            };
                            actions: string[];
                            data: {
                                [key: string]: unknown;
                            };
                            dataId: string | null;
                            form: unknown | null;
                            instance: {
                                businessTitle: string;
                                id: string;
                                startTimeString: string;
                                startUserName: string | null;
                                state: string;
                                templateKey: string;
                                templateName: string;
                            };
                            opinionRequired: boolean;
                            task: {
                                id: string;
                                nodeId: string;
                                status: string;
                                taskName: string | null;
                                taskType: string;
                            } | null;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmTaskDone: {
        parameters: {
            query?: {
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
                templateKey?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                assigneeName: string | null;
                                delegatedFromName: string | null;
                                dueDateString: string | null;
                                fromUserName: string | null;
                                id: string;
                                instanceId: string;
                                opinion: string | null;
                                readerName: string | null;
                                sendTimeString: string;
                                status: string;
                                taskName: string | null;
                                taskTitle: string;
                                taskType: string;
                                templateKey: string;
                                urgeCount: number;
                                urgedAt: string | null;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmTaskRead: {
        parameters: {
            query?: {
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
                templateKey?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                assigneeName: string | null;
                                delegatedFromName: string | null;
                                dueDateString: string | null;
                                fromUserName: string | null;
                                id: string;
                                instanceId: string;
                                opinion: string | null;
                                readerName: string | null;
                                sendTimeString: string;
                                status: string;
                                taskName: string | null;
                                taskTitle: string;
                                taskType: string;
                                templateKey: string;
                                urgeCount: number;
                                urgedAt: string | null;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTaskRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    taskId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            status: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTaskReject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nodeId?: string;
                    opinion?: string;
                    /** @enum {string} */
                    target: "initiator" | "previous" | "node";
                    taskId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            nodeId: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmTaskRejectTargets: {
        parameters: {
            query: {
                taskId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            nodeId: string;
                            nodeName: string | null;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmTaskTodo: {
        parameters: {
            query?: {
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
                templateKey?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                assigneeName: string | null;
                                delegatedFromName: string | null;
                                dueDateString: string | null;
                                fromUserName: string | null;
                                id: string;
                                instanceId: string;
                                opinion: string | null;
                                readerName: string | null;
                                sendTimeString: string;
                                status: string;
                                taskName: string | null;
                                taskTitle: string;
                                taskType: string;
                                templateKey: string;
                                urgeCount: number;
                                urgedAt: string | null;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmTaskToRead: {
        parameters: {
            query?: {
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
                templateKey?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                assigneeName: string | null;
                                delegatedFromName: string | null;
                                dueDateString: string | null;
                                fromUserName: string | null;
                                id: string;
                                instanceId: string;
                                opinion: string | null;
                                readerName: string | null;
                                sendTimeString: string;
                                status: string;
                                taskName: string | null;
                                taskTitle: string;
                                taskType: string;
                                templateKey: string;
                                urgeCount: number;
                                urgedAt: string | null;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTaskTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    opinion?: string;
                    taskId: string;
                    toUser: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            status: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTaskUnclaim: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    taskId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            status: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTemplateActivate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            status: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTemplateAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bpmnXml: string;
                    /** @description Form the process runs on */
                    formCode?: string;
                    /** @description Process category */
                    group: string;
                    /** @description Owning app group */
                    groupCode?: string;
                    /** @description BPMN process id */
                    key: string;
                    name: string;
                    /** @description The platform settings of the nodes, by BPMN id */
                    nodes?: {
                        [key: string]: {
                            /** @description Who handles the node (all rules together) */
                            assignees?: {
                                /** @enum {string} */
                                type: "user" | "role" | "dept" | "position" | "initiator" | "initiatorLeader" | "formField";
                                values?: string[];
                            }[];
                            /** @description Roles whose members may claim the task */
                            candidateGroups?: string[];
                            /** @description Countersign: the share of approvals that completes the node */
                            completionRatio?: number;
                            /** @description Due time after the task is created */
                            dueHours?: number;
                            /** @description Field permissions at the node */
                            fieldAccess?: {
                                [key: string]: "edit" | "read" | "hidden";
                            };
                            /** @description Form shown at the node */
                            formCode?: string;
                            /** @description An approval opinion must be written */
                            opinionRequired?: boolean;
                            /** @description Countersign one after another (else in parallel) */
                            sequential?: boolean;
                            /**
                             * @description single, or-sign (any one), countersign (all)
                             * @enum {string}
                             */
                            signMode?: "single" | "any" | "all";
                        };
                    };
                    startPermission: {
                        roleCodes?: string[];
                        /** @enum {string} */
                        type: "all" | "roles";
                    };
                    /** @enum {string} */
                    status?: "design" | "active" | "suspended";
                    /** @description Optimistic lock: a write with a stale version is rejected (the published definition version is publishedVersion) */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteBpmTemplateDelete: {
        parameters: {
            query: {
                key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmTemplateDiff: {
        parameters: {
            query: {
                from: string;
                /** @description BPMN process id */
                key: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putBpmTemplateEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bpmnXml: string;
                    /** @description Form the process runs on */
                    formCode?: string;
                    /** @description Process category */
                    group: string;
                    /** @description Owning app group */
                    groupCode?: string;
                    /** @description BPMN process id */
                    key: string;
                    name: string;
                    /** @description The platform settings of the nodes, by BPMN id */
                    nodes?: {
                        [key: string]: {
                            /** @description Who handles the node (all rules together) */
                            assignees?: {
                                /** @enum {string} */
                                type: "user" | "role" | "dept" | "position" | "initiator" | "initiatorLeader" | "formField";
                                values?: string[];
                            }[];
                            /** @description Roles whose members may claim the task */
                            candidateGroups?: string[];
                            /** @description Countersign: the share of approvals that completes the node */
                            completionRatio?: number;
                            /** @description Due time after the task is created */
                            dueHours?: number;
                            /** @description Field permissions at the node */
                            fieldAccess?: {
                                [key: string]: "edit" | "read" | "hidden";
                            };
                            /** @description Form shown at the node */
                            formCode?: string;
                            /** @description An approval opinion must be written */
                            opinionRequired?: boolean;
                            /** @description Countersign one after another (else in parallel) */
                            sequential?: boolean;
                            /**
                             * @description single, or-sign (any one), countersign (all)
                             * @enum {string}
                             */
                            signMode?: "single" | "any" | "all";
                        };
                    };
                    startPermission: {
                        roleCodes?: string[];
                        /** @enum {string} */
                        type: "all" | "roles";
                    };
                    /** @enum {string} */
                    status?: "design" | "active" | "suspended";
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmTemplateExport: {
        parameters: {
            query: {
                /** @description BPMN process id */
                key: string;
                version?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            bpmnXml: string;
                            fileName: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                    "application/xml": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTemplateGroupAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: string;
                    orderNo?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteBpmTemplateGroupDelete: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putBpmTemplateGroupEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    id: string;
                    name: string;
                    orderNo?: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmTemplateGroupList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            groups: {
                                code: string;
                                id: string;
                                name: string;
                                orderNo: number;
                                templateCount: number;
                                version: number;
                            }[];
                            others: {
                                name: string;
                                templateCount: number;
                            }[];
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTemplateImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bpmnXml: string;
                    group?: string;
                    /** @description BPMN process id */
                    key?: string;
                    name?: string;
                    startPermission?: {
                        roleCodes?: string[];
                        /** @enum {string} */
                        type: "all" | "roles";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmTemplateList: {
        parameters: {
            query?: {
                group?: string;
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
                status?: "design" | "active" | "suspended";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                [key: string]: unknown;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTemplatePublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            publishedAt: string;
                            status: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmTemplateQueryByKey: {
        parameters: {
            query: {
                key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTemplateSuspend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            status: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postBpmTemplateValidate: {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bpmnXml: string;
                    /** @description BPMN process id */
                    key: string;
                    nodes?: {
                        [key: string]: {
                            /** @description Who handles the node (all rules together) */
                            assignees?: {
                                /** @enum {string} */
                                type: "user" | "role" | "dept" | "position" | "initiator" | "initiatorLeader" | "formField";
                                values?: string[];
                            }[];
                            /** @description Roles whose members may claim the task */
                            candidateGroups?: string[];
                            /** @description Countersign: the share of approvals that completes the node */
                            completionRatio?: number;
                            /** @description Due time after the task is created */
                            dueHours?: number;
                            /** @description Field permissions at the node */
                            fieldAccess?: {
                                [key: string]: "edit" | "read" | "hidden";
                            };
                            /** @description Form shown at the node */
                            formCode?: string;
                            /** @description An approval opinion must be written */
                            opinionRequired?: boolean;
                            /** @description Countersign one after another (else in parallel) */
                            sequential?: boolean;
                            /**
                             * @description single, or-sign (any one), countersign (all)
                             * @enum {string}
                             */
                            signMode?: "single" | "any" | "all";
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            code: string;
                            elementId?: string;
                            message: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            severity: "error" | "warning";
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getBpmTemplateVersions: {
        parameters: {
            query: {
                key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            name: string;
                            publishedAt: string;
                            publishedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformEnginePickerDepts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id?: string | null;
                            orgCode?: string | null;
                            orgName?: string | null;
                            orgType?: string | null;
                            parentId?: (string | null) | null;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformEnginePickerUsers: {
        parameters: {
            query?: {
                deptId?: string;
                keyWord?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id?: string | null;
                            realname?: string | null;
                            username?: string | null;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformEnginePortal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            portal: {
                                [key: string]: unknown;
                            } | null;
                            portalType: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEnginePortalByPortalCodeData: {
        parameters: {
            query?: {
                params?: {
                    [key: string]: string;
                };
            };
            header?: never;
            path: {
                portalCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: {
                                [key: string]: unknown;
                            }[];
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformEnginePortalByPortalCodeItemByIData: {
        parameters: {
            query?: {
                params?: {
                    [key: string]: string;
                };
            };
            header?: never;
            path: {
                i: string;
                portalCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformEngineViewByViewCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            fieldAccess: {
                                [key: string]: string;
                            };
                            form?: {
                                [key: string]: unknown;
                            };
                            view: {
                                [key: string]: unknown;
                            };
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEngineViewByViewCodeBatchDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            deleted: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEngineViewByViewCodeBatchSave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deleted?: string[];
                    rows: {
                        [key: string]: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            added: number;
                            deleted: number;
                            edited: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEngineViewByViewCodeButton: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    buttonName: string;
                    ids: string[];
                    /** @description The values of the form whose button control pressed it */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            data: unknown;
                            message: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEngineViewByViewCodeData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModelledRecord"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: components["schemas"]["ModelledRecord"];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformEngineViewByViewCodeDataById: {
        parameters: {
            query?: {
                mode?: "view" | "edit";
            };
            header?: never;
            path: {
                id: string;
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: components["schemas"]["ModelledRecord"];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putEformEngineViewByViewCodeDataById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModelledRecord"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: components["schemas"]["ModelledRecord"];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteEformEngineViewByViewCodeDataById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformEngineViewByViewCodeDataByIdLog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            /** @enum {string} */
                            action: "add" | "edit" | "delete";
                            after: components["schemas"]["ModelledRecord"] | null;
                            before: components["schemas"]["ModelledRecord"] | null;
                            createTime: string;
                            id: string;
                            username: string | null;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformEngineViewByViewCodeExcelJobByJobId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            done: number;
                            errorCount: number;
                            errors: {
                                [key: string]: unknown;
                            }[];
                            fileName?: string;
                            id: string;
                            /** @enum {string} */
                            kind: "export" | "import";
                            message?: string;
                            messageCode?: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            phase: "check" | "write";
                            /** @enum {string} */
                            state: "running" | "done" | "failed" | "cancelled";
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEngineViewByViewCodeExcelJobByJobIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            done: number;
                            errorCount: number;
                            errors: {
                                [key: string]: unknown;
                            }[];
                            fileName?: string;
                            id: string;
                            /** @enum {string} */
                            kind: "export" | "import";
                            message?: string;
                            messageCode?: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            phase: "check" | "write";
                            /** @enum {string} */
                            state: "running" | "done" | "failed" | "cancelled";
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformEngineViewByViewCodeExcelJobByJobIdFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workbook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEngineViewByViewCodeExportXls: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filters?: unknown[];
                    sort?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            done: number;
                            errorCount: number;
                            errors: {
                                [key: string]: unknown;
                            }[];
                            fileName?: string;
                            id: string;
                            /** @enum {string} */
                            kind: "export" | "import";
                            message?: string;
                            messageCode?: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            phase: "check" | "write";
                            /** @enum {string} */
                            state: "running" | "done" | "failed" | "cancelled";
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEngineViewByViewCodeImportExcel: {
        parameters: {
            query?: {
                /** @description 'all' (the default): every row written or none; 'valid': the valid rows written, the rejected ones kept as a workbook with an error column (…/excelJob/{id}/file) */
                mode?: "all" | "valid";
            };
            header?: never;
            path: {
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            done: number;
                            errorCount: number;
                            errors: {
                                [key: string]: unknown;
                            }[];
                            fileName?: string;
                            id: string;
                            /** @enum {string} */
                            kind: "export" | "import";
                            message?: string;
                            messageCode?: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            phase: "check" | "write";
                            /** @enum {string} */
                            state: "running" | "done" | "failed" | "cancelled";
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformEngineViewByViewCodeImportTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workbook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEngineViewByViewCodeList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filters?: unknown[];
                    pageNo?: number;
                    pageSize?: number;
                    sort?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: components["schemas"]["ModelledRecord"][];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEngineViewByViewCodeOptionItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Only these controls (asked again after a change) */
                    keys?: string[];
                    /** @description The text typed in searched controls (a sqlConfig with searchKey), by field key: their first matches are answered */
                    keywords?: {
                        [key: string]: string;
                    };
                    /** @description The form values parameters are read from */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            error?: string;
                            key: string;
                            options: {
                                [key: string]: unknown;
                            }[];
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEngineViewByViewCodeOptionLabels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The stored values to label, by field key (the distinct values of a page of rows) */
                    values: {
                        [key: string]: (string | number)[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            error?: string;
                            key: string;
                            options: {
                                [key: string]: unknown;
                            }[];
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEngineViewByViewCodePreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filters?: unknown[];
                    pageNo?: number;
                    pageSize?: number;
                    sort?: unknown;
                    view: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: components["schemas"]["ModelledRecord"][];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEngineViewByViewCodeTreeChildren: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filter?: {
                        [key: string]: string;
                    };
                    parentId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putEformEngineViewByViewCodeTreeMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    parentId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEngineViewEngineGetHttpConfigItems: {
        parameters: {
            query: {
                formCode?: string;
                httpCode: string;
                instanceId?: string;
                processKey?: string;
                viewCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEngineViewEngineGetHttpConfigItemsBatch: {
        parameters: {
            query?: {
                formCode?: string;
                instanceId?: string;
                processKey?: string;
                viewCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        httpCode: string;
                        params?: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            httpCode: string;
                            rows: {
                                [key: string]: unknown;
                            }[];
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEngineViewEngineGetSqlConfigItems: {
        parameters: {
            query: {
                formCode?: string;
                instanceId?: string;
                processKey?: string;
                sqlCode: string;
                viewCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformEngineViewEngineGetSqlConfigItemsBatch: {
        parameters: {
            query?: {
                formCode?: string;
                instanceId?: string;
                processKey?: string;
                viewCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        params?: {
                            [key: string]: unknown;
                        };
                        sqlCode: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            rows: {
                                [key: string]: unknown;
                            }[];
                            sqlCode: string;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformEngineWidgetByWidgetCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                widgetCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformEngineWidgetByWidgetCodeData: {
        parameters: {
            query?: {
                params?: {
                    [key: string]: string;
                };
            };
            header?: never;
            path: {
                widgetCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageAppGroupAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    backgroundColor?: string;
                    groupCode: string;
                    groupDesc?: string;
                    /** @description Description shown in English */
                    groupDescEn?: string;
                    groupName: string;
                    /** @description Name shown in English */
                    groupNameEn?: string;
                    icon?: string;
                    isCommon?: boolean;
                    isMobile?: boolean;
                    orderNum?: number;
                    /** @description Parent app group */
                    parentCode?: string;
                    /** @description Optimistic lock: a write with a stale version is rejected */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            backgroundColor?: string;
                            groupCode: string;
                            groupDesc?: string;
                            /** @description Description shown in English */
                            groupDescEn?: string;
                            groupName: string;
                            /** @description Name shown in English */
                            groupNameEn?: string;
                            icon?: string;
                            id: string;
                            isCommon?: boolean;
                            isMobile?: boolean;
                            orderNum?: number;
                            /** @description Parent app group */
                            parentCode?: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteEformManageAppGroupDelete: {
        parameters: {
            query: {
                groupCode: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putEformManageAppGroupEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    backgroundColor?: string;
                    groupCode: string;
                    groupDesc?: string;
                    /** @description Description shown in English */
                    groupDescEn?: string;
                    groupName: string;
                    /** @description Name shown in English */
                    groupNameEn?: string;
                    icon?: string;
                    isCommon?: boolean;
                    isMobile?: boolean;
                    orderNum?: number;
                    /** @description Parent app group */
                    parentCode?: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            backgroundColor?: string;
                            groupCode: string;
                            groupDesc?: string;
                            /** @description Description shown in English */
                            groupDescEn?: string;
                            groupName: string;
                            /** @description Name shown in English */
                            groupNameEn?: string;
                            icon?: string;
                            id: string;
                            isCommon?: boolean;
                            isMobile?: boolean;
                            orderNum?: number;
                            /** @description Parent app group */
                            parentCode?: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageAppGroupHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageAppGroupHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageAppGroupList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            backgroundColor?: string;
                            groupCode: string;
                            groupDesc?: string;
                            /** @description Description shown in English */
                            groupDescEn?: string;
                            groupName: string;
                            /** @description Name shown in English */
                            groupNameEn?: string;
                            icon?: string;
                            id: string;
                            isCommon?: boolean;
                            isMobile?: boolean;
                            orderNum?: number;
                            /** @description Parent app group */
                            parentCode?: string;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageAppGroupRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            code: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageDatasetAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Seconds its rows are served from the result cache (per parameters and data scope; a record written through the platform drops them); 0 or absent: off */
                    cacheTime?: number;
                    datasetCode: string;
                    datasetName: string;
                    /** @description Column codes the rows are grouped by */
                    dimension: string[];
                    filters?: {
                        colCode: string;
                        /** @enum {string} */
                        op: "eq" | "eqIgnoreCase" | "lt" | "gt" | "le" | "ge" | "ne" | "like" | "leftLike" | "rightLike" | "in" | "notIn" | "between" | "custom" | "isNull" | "notNull";
                        /** @description A parameter of the dataset supplying the value instead */
                        param?: string;
                        /** @description A fixed value ([from, to] for between, a list for in / notIn) */
                        value?: unknown;
                    }[];
                    /** @description Owning app group */
                    groupCode?: string;
                    /** @description HTTP config supplying the rows */
                    httpCode?: string;
                    measure: {
                        /** @enum {string} */
                        agg: "sum" | "avg" | "count" | "max" | "min";
                        /** @description Name of the measure in the rows (an identifier) */
                        alias: string;
                        /** @description Column aggregated; * counts rows (count only) */
                        colCode: string;
                        /** @description Arithmetic over the row's columns aggregated instead of colCode, e.g. price * qty */
                        exp?: string;
                    }[];
                    parameters?: {
                        defaultValue?: string;
                        description?: string;
                        /** @description Parameter name, unique within its config */
                        parameterKey: string;
                        required?: boolean;
                    }[];
                    /** @description SQL config supplying the rows */
                    sqlCode?: string;
                    /** @description Table model supplying the rows */
                    tableName?: string;
                    /** @description Optimistic lock: a write with a stale version is rejected */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteEformManageDatasetDelete: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putEformManageDatasetEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Seconds its rows are served from the result cache (per parameters and data scope; a record written through the platform drops them); 0 or absent: off */
                    cacheTime?: number;
                    datasetCode: string;
                    datasetName: string;
                    /** @description Column codes the rows are grouped by */
                    dimension: string[];
                    filters?: {
                        colCode: string;
                        /** @enum {string} */
                        op: "eq" | "eqIgnoreCase" | "lt" | "gt" | "le" | "ge" | "ne" | "like" | "leftLike" | "rightLike" | "in" | "notIn" | "between" | "custom" | "isNull" | "notNull";
                        /** @description A parameter of the dataset supplying the value instead */
                        param?: string;
                        /** @description A fixed value ([from, to] for between, a list for in / notIn) */
                        value?: unknown;
                    }[];
                    /** @description Owning app group */
                    groupCode?: string;
                    /** @description HTTP config supplying the rows */
                    httpCode?: string;
                    measure: {
                        /** @enum {string} */
                        agg: "sum" | "avg" | "count" | "max" | "min";
                        /** @description Name of the measure in the rows (an identifier) */
                        alias: string;
                        /** @description Column aggregated; * counts rows (count only) */
                        colCode: string;
                        /** @description Arithmetic over the row's columns aggregated instead of colCode, e.g. price * qty */
                        exp?: string;
                    }[];
                    parameters?: {
                        defaultValue?: string;
                        description?: string;
                        /** @description Parameter name, unique within its config */
                        parameterKey: string;
                        required?: boolean;
                    }[];
                    /** @description SQL config supplying the rows */
                    sqlCode?: string;
                    /** @description Table model supplying the rows */
                    tableName?: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageDatasetHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageDatasetHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageDatasetList: {
        parameters: {
            query?: {
                groupCode?: string;
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: ({
                                isSync?: string;
                                version: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageDatasetPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The dataset as edited (not saved) */
                    dataset: {
                        [key: string]: unknown;
                    };
                    limit?: number;
                    params?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            labels: {
                                [key: string]: {
                                    [key: string]: string;
                                };
                            };
                            rows: {
                                [key: string]: unknown;
                            }[];
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageDatasetQueryByCode: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageDatasetRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageDataSourceAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description JSON object of further allow-listed connection options */
                    attributesJson?: string;
                    datasourceKey: string;
                    datasourceName: string;
                    /** @description Free label, e.g. business or report */
                    datasourceType?: string;
                    /** @enum {string} */
                    dbType: "postgresql" | "mysql" | "mariadb";
                    /** @description Accepted for compatibility and ignored */
                    driverClassName?: string;
                    password?: string;
                    url: string;
                    username?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            attributesJson: string | null;
                            datasourceKey: string;
                            datasourceName: string;
                            datasourceType: string | null;
                            dbType: string;
                            driverClassName: string | null;
                            hasPassword: boolean;
                            id: string;
                            url: string;
                            username: string | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteEformManageDataSourceDelete: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putEformManageDataSourceEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description JSON object of further allow-listed connection options */
                    attributesJson?: string;
                    datasourceKey: string;
                    datasourceName: string;
                    /** @description Free label, e.g. business or report */
                    datasourceType?: string;
                    /** @enum {string} */
                    dbType: "postgresql" | "mysql" | "mariadb";
                    /** @description Accepted for compatibility and ignored */
                    driverClassName?: string;
                    password?: string;
                    url: string;
                    username?: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            attributesJson: string | null;
                            datasourceKey: string;
                            datasourceName: string;
                            datasourceType: string | null;
                            dbType: string;
                            driverClassName: string | null;
                            hasPassword: boolean;
                            id: string;
                            url: string;
                            username: string | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageDataSourceList: {
        parameters: {
            query?: {
                groupCode?: string;
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                attributesJson: string | null;
                                datasourceKey: string;
                                datasourceName: string;
                                datasourceType: string | null;
                                dbType: string;
                                driverClassName: string | null;
                                hasPassword: boolean;
                                id: string;
                                url: string;
                                username: string | null;
                                version: number;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageDataSourceQueryByCode: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            attributesJson: string | null;
                            datasourceKey: string;
                            datasourceName: string;
                            datasourceType: string | null;
                            dbType: string;
                            driverClassName: string | null;
                            hasPassword: boolean;
                            id: string;
                            url: string;
                            username: string | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageDataSourceTestConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description JSON object of further allow-listed connection options */
                    attributesJson?: string;
                    datasourceKey: string;
                    datasourceName?: string;
                    /** @description Free label, e.g. business or report */
                    datasourceType?: string;
                    /** @enum {string} */
                    dbType?: "postgresql" | "mysql" | "mariadb";
                    /** @description Accepted for compatibility and ignored */
                    driverClassName?: string;
                    password?: string;
                    url?: string;
                    username?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            connected: boolean;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageErModelAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description ER model identifier */
                    erCode: string;
                    erDesc?: string;
                    erName: string;
                    /** @description Owning app group */
                    groupCode?: string;
                    relations?: {
                        fromColumn: string;
                        /** @description Main table */
                        fromTable: string;
                        /** @enum {string} */
                        relationType: "oneToOne" | "oneToMany";
                        toColumn: string;
                        /** @description Sub table */
                        toTable: string;
                    }[];
                    tables: {
                        tableName: string;
                        x?: number;
                        y?: number;
                    }[];
                    /** @description Optimistic lock: a write with a stale version is rejected */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteEformManageErModelDelete: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putEformManageErModelEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description ER model identifier */
                    erCode: string;
                    erDesc?: string;
                    erName: string;
                    /** @description Owning app group */
                    groupCode?: string;
                    relations?: {
                        fromColumn: string;
                        /** @description Main table */
                        fromTable: string;
                        /** @enum {string} */
                        relationType: "oneToOne" | "oneToMany";
                        toColumn: string;
                        /** @description Sub table */
                        toTable: string;
                    }[];
                    tables: {
                        tableName: string;
                        x?: number;
                        y?: number;
                    }[];
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageErModelHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageErModelHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageErModelList: {
        parameters: {
            query?: {
                groupCode?: string;
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: ({
                                isSync?: string;
                                version: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageErModelQueryByCode: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageErModelRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageFormAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    delClass?: string;
                    fields: components["schemas"]["def-4"][];
                    formCode: string;
                    formName: string;
                    /** @enum {string} */
                    formStatus?: "draft" | "published";
                    formVersion?: number;
                    /** @description Owning app group */
                    groupCode?: string;
                    mobileUrl?: string;
                    /** @description Table model the form edits */
                    objectName?: string;
                    pcUrl?: string;
                    permissionList?: {
                        /** @description Button action code, e.g. 'user:add' */
                        action: string;
                        describe?: string;
                        /**
                         * @description '0' valid
                         * @enum {string}
                         */
                        status: "0" | "1";
                        /**
                         * @description '1' visible/accessible, '2' editable
                         * @enum {string}
                         */
                        type: "1" | "2";
                    }[];
                    serviceName?: string;
                    /** @description Optimistic lock: a write with a stale version is rejected */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteEformManageFormDelete: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putEformManageFormEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    delClass?: string;
                    fields: components["schemas"]["def-4"][];
                    formCode: string;
                    formName: string;
                    /** @enum {string} */
                    formStatus?: "draft" | "published";
                    formVersion?: number;
                    /** @description Owning app group */
                    groupCode?: string;
                    mobileUrl?: string;
                    /** @description Table model the form edits */
                    objectName?: string;
                    pcUrl?: string;
                    permissionList?: {
                        /** @description Button action code, e.g. 'user:add' */
                        action: string;
                        describe?: string;
                        /**
                         * @description '0' valid
                         * @enum {string}
                         */
                        status: "0" | "1";
                        /**
                         * @description '1' visible/accessible, '2' editable
                         * @enum {string}
                         */
                        type: "1" | "2";
                    }[];
                    serviceName?: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageFormHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageFormHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageFormList: {
        parameters: {
            query?: {
                groupCode?: string;
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: ({
                                isSync?: string;
                                version: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageFormPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    delClass?: string;
                    fields: components["schemas"]["def-4"][];
                    formCode: string;
                    formName: string;
                    /** @enum {string} */
                    formStatus?: "draft" | "published";
                    formVersion?: number;
                    /** @description Owning app group */
                    groupCode?: string;
                    mobileUrl?: string;
                    /** @description Table model the form edits */
                    objectName?: string;
                    pcUrl?: string;
                    permissionList?: {
                        /** @description Button action code, e.g. 'user:add' */
                        action: string;
                        describe?: string;
                        /**
                         * @description '0' valid
                         * @enum {string}
                         */
                        status: "0" | "1";
                        /**
                         * @description '1' visible/accessible, '2' editable
                         * @enum {string}
                         */
                        type: "1" | "2";
                    }[];
                    serviceName?: string;
                    /** @description Optimistic lock: a write with a stale version is rejected */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageFormQueryByCode: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageFormRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageHttpConfigAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Owning app group */
                    groupCode?: string;
                    httpCode: string;
                    httpHeader?: {
                        key: string;
                        value: string;
                    }[];
                    /** @enum {string} */
                    httpMethod: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
                    httpName: string;
                    httpUrl: string;
                    inParameter?: {
                        defaultValue?: string;
                        description?: string;
                        /** @description Parameter name, unique within its config */
                        parameterKey: string;
                        required?: boolean;
                    }[];
                    /** @enum {string} */
                    inParameterType?: "query" | "json" | "form";
                    /** @description Dot path of the records in the response */
                    resultPath?: string;
                    /** @description Dot path of the total number of records (paged lists) */
                    totalPath?: string;
                    /** @description Optimistic lock: a write with a stale version is rejected */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteEformManageHttpConfigDelete: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putEformManageHttpConfigEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Owning app group */
                    groupCode?: string;
                    httpCode: string;
                    httpHeader?: {
                        key: string;
                        value: string;
                    }[];
                    /** @enum {string} */
                    httpMethod: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
                    httpName: string;
                    httpUrl: string;
                    inParameter?: {
                        defaultValue?: string;
                        description?: string;
                        /** @description Parameter name, unique within its config */
                        parameterKey: string;
                        required?: boolean;
                    }[];
                    /** @enum {string} */
                    inParameterType?: "query" | "json" | "form";
                    /** @description Dot path of the records in the response */
                    resultPath?: string;
                    /** @description Dot path of the total number of records (paged lists) */
                    totalPath?: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageHttpConfigHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageHttpConfigHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageHttpConfigList: {
        parameters: {
            query?: {
                groupCode?: string;
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: ({
                                isSync?: string;
                                version: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageHttpConfigQueryByCode: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageHttpConfigRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageHttpConfigTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An unsaved config */
                    config?: {
                        [key: string]: unknown;
                    };
                    httpCode?: string;
                    params?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            answer: unknown;
                            rows: {
                                [key: string]: unknown;
                            }[];
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageLocaleProviderGetLocales: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            en_US: {
                                [key: string]: string;
                            };
                            zh_CN: {
                                [key: string]: string;
                            };
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageMarketCatalogueApps: {
        parameters: {
            query?: {
                appCode?: string;
                groupCode?: string;
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            appCode: string;
                            appName: string;
                            appNameEn: string | null;
                            /** @description The newest version */
                            appVersion: string;
                            description: string | null;
                            downloadCount: number;
                            groupCode: string;
                            groupName: string;
                            icon: string | null;
                            publishedAt: string;
                            screenshots: string[];
                            versions: {
                                appVersion: string;
                                /** @description SHA-256 of the zip, hex */
                                checksum: string;
                                description: string | null;
                                publishedAt: string;
                                size: number;
                            }[];
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageMarketCatalogueGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            groups: {
                                appCount: number;
                                groupCode: string;
                                groupName: string;
                            }[];
                            host: string | null;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageMarketExport: {
        parameters: {
            query: {
                appCode: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bundle */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageMarketInstallation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The bundle as a zip archive, base64 (or `market`) */
                    archive?: string;
                    /**
                     * @description Allow table changes that lose data
                     * @default false
                     */
                    force?: boolean;
                    /** @description A version of the market catalogue (MARKET_HOST, or this instance): downloaded and verified (size, checksum, schemas) first */
                    market?: {
                        appCode: string;
                        appVersion: string;
                    };
                    /**
                     * @description `kind:code` of items the enterprise changed to replace anyway
                     * @default []
                     */
                    replace?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageMarketPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The bundle as a zip archive, base64 (or `market`) */
                    archive?: string;
                    /**
                     * @description Allow table changes that lose data
                     * @default false
                     */
                    force?: boolean;
                    /** @description A version of the market catalogue (MARKET_HOST, or this instance): downloaded and verified (size, checksum, schemas) first */
                    market?: {
                        appCode: string;
                        appVersion: string;
                    };
                    /**
                     * @description `kind:code` of items the enterprise changed to replace anyway
                     * @default []
                     */
                    replace?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageMarketPublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    appCode: string;
                    /** @description semantic version, e.g. 1.0.0 */
                    appVersion: string;
                    description?: string;
                    groupCode?: string;
                    groupName?: string;
                    icon?: string;
                    screenshots?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            appCode: string;
                            appVersion: string;
                            checksum: string;
                            groupCode: string;
                            size: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageMarketQueryAppList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            appCode: string;
                            appName: string;
                            appNameEn: string | null;
                            appVersion: string;
                            canRollBack: boolean;
                            installedAt: string;
                            previousVersion: string | null;
                            state: string;
                            updatedAt: string;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageMarketRollback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    appCode: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putEformManageMarketUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The bundle as a zip archive, base64 (or `market`) */
                    archive?: string;
                    /**
                     * @description Allow table changes that lose data
                     * @default false
                     */
                    force?: boolean;
                    /** @description A version of the market catalogue (MARKET_HOST, or this instance): downloaded and verified (size, checksum, schemas) first */
                    market?: {
                        appCode: string;
                        appVersion: string;
                    };
                    /**
                     * @description `kind:code` of items the enterprise changed to replace anyway
                     * @default []
                     */
                    replace?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManagePortalAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Whether items may cover each other */
                    allowOverlap?: boolean;
                    /** @description Owning app group */
                    groupCode?: string;
                    isDefault?: boolean;
                    items: {
                        /** @description Text kept by portals saved before announcements were published: still accepted, no longer shown (the item shows the viewer's published announcements) */
                        announcements?: {
                            content?: string;
                            title: string;
                        }[];
                        h: number;
                        /** @description Item key, unique in the portal */
                        i: string;
                        /**
                         * @description widget when absent
                         * @enum {string}
                         */
                        itemType?: "widget" | "list" | "announcement" | "todo" | "shortcut";
                        /** @description Menu items linked (shortcut items) */
                        menuIds?: string[];
                        /** @description Rows of a list, to-do or announcement item */
                        rows?: number;
                        /** @description Heading of the item (the widget's name when absent) */
                        title?: string;
                        /** @description List page shown (list items) */
                        viewCode?: string;
                        w: number;
                        /** @description Report widget drawn (widget items) */
                        widgetCode?: string;
                        x: number;
                        y: number;
                    }[];
                    portalCode: string;
                    portalName: string;
                    /** @description Lower first when a user has several roles' portals */
                    priority?: number;
                    /** @description Roles whose users get this portal */
                    roleCodes?: string[];
                    /** @description Optimistic lock: a write with a stale version is rejected */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteEformManagePortalDelete: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putEformManagePortalEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Whether items may cover each other */
                    allowOverlap?: boolean;
                    /** @description Owning app group */
                    groupCode?: string;
                    isDefault?: boolean;
                    items: {
                        /** @description Text kept by portals saved before announcements were published: still accepted, no longer shown (the item shows the viewer's published announcements) */
                        announcements?: {
                            content?: string;
                            title: string;
                        }[];
                        h: number;
                        /** @description Item key, unique in the portal */
                        i: string;
                        /**
                         * @description widget when absent
                         * @enum {string}
                         */
                        itemType?: "widget" | "list" | "announcement" | "todo" | "shortcut";
                        /** @description Menu items linked (shortcut items) */
                        menuIds?: string[];
                        /** @description Rows of a list, to-do or announcement item */
                        rows?: number;
                        /** @description Heading of the item (the widget's name when absent) */
                        title?: string;
                        /** @description List page shown (list items) */
                        viewCode?: string;
                        w: number;
                        /** @description Report widget drawn (widget items) */
                        widgetCode?: string;
                        x: number;
                        y: number;
                    }[];
                    portalCode: string;
                    portalName: string;
                    /** @description Lower first when a user has several roles' portals */
                    priority?: number;
                    /** @description Roles whose users get this portal */
                    roleCodes?: string[];
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManagePortalHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManagePortalHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManagePortalList: {
        parameters: {
            query?: {
                groupCode?: string;
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: ({
                                isSync?: string;
                                version: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManagePortalQueryByCode: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManagePortalRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManagePortalSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            defaultPortal: string | null;
                            portalType: 1 | 2;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putEformManagePortalSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    defaultPortal: string | null;
                    portalType: 1 | 2;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            defaultPortal: string | null;
                            portalType: 1 | 2;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageScriptTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input?: unknown;
                    script: string;
                    /** @enum {string} */
                    scriptType: "script" | "java" | "groovy";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            result: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageSqlConfigAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A data source key; empty: the platform's own database, under the caller's enterprise */
                    dsName?: string;
                    /** @description Owning app group */
                    groupCode?: string;
                    parameters?: {
                        defaultValue?: string;
                        description?: string;
                        /** @description Parameter name, unique within its config */
                        parameterKey: string;
                        required?: boolean;
                    }[];
                    sqlCode: string;
                    sqlName: string;
                    /** @description Query with named parameters */
                    sqlQuery: string;
                    /** @description Optimistic lock: a write with a stale version is rejected */
                    version?: number;
                    /** @description Marked by an administrator as a write (insert, update or delete); otherwise read-only */
                    writable?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteEformManageSqlConfigDelete: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putEformManageSqlConfigEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A data source key; empty: the platform's own database, under the caller's enterprise */
                    dsName?: string;
                    /** @description Owning app group */
                    groupCode?: string;
                    parameters?: {
                        defaultValue?: string;
                        description?: string;
                        /** @description Parameter name, unique within its config */
                        parameterKey: string;
                        required?: boolean;
                    }[];
                    sqlCode: string;
                    sqlName: string;
                    /** @description Query with named parameters */
                    sqlQuery: string;
                    version: number;
                    /** @description Marked by an administrator as a write (insert, update or delete); otherwise read-only */
                    writable?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageSqlConfigHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageSqlConfigHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageSqlConfigList: {
        parameters: {
            query?: {
                groupCode?: string;
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: ({
                                isSync?: string;
                                version: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageSqlConfigQueryByCode: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageSqlConfigRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageSqlConfigTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dsName?: string;
                    /** @description The rows feed a page: each must carry an id */
                    forPage?: boolean;
                    parameters?: {
                        defaultValue?: string;
                        parameterKey: string;
                    }[];
                    params?: {
                        [key: string]: unknown;
                    };
                    sqlCode?: string;
                    sqlQuery?: string;
                    writable?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            rows: {
                                [key: string]: unknown;
                            }[];
                            truncated: boolean;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageTableModelAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columns: {
                        /** @description Field name (column name) */
                        colCode: string;
                        colDefaultVal?: string;
                        /** @description Length (varchar) or precision (number) */
                        colLength?: number;
                        /** @description Field description */
                        colName: string;
                        /** @description Decimal places (number) */
                        colPointLength?: number;
                        /** @enum {string} */
                        colType: "varchar" | "clob" | "blob" | "number" | "date";
                        customMessage?: string;
                        dataConfig?: {
                            [key: string]: unknown;
                        };
                        isKey?: boolean;
                        /** @description Column accepts NULL */
                        isNull?: boolean;
                        isRequired?: boolean;
                        /** @description Added by the platform; cannot be deleted */
                        isSystem?: boolean;
                        /** @description Not persisted; the name starts with _temp_ */
                        isVirtual?: boolean;
                        showConfig?: {
                            dictOption?: {
                                /** @description Dictionary whose items are the options */
                                dictCode: string;
                            };
                            /** @description Display format with {key} and {value} placeholders */
                            formatExpr?: string;
                            httpConfig?: {
                                /** @description HTTP config supplying the options */
                                httpCode: string;
                                httpParameterConfig?: {
                                    defaultValue?: string;
                                    /** @description Form field whose value feeds the parameter */
                                    outKey?: string;
                                    /** @description Parameter of the SQL config */
                                    parameterKey: string;
                                }[];
                            };
                            linkage?: {
                                actions: {
                                    /** @enum {string} */
                                    action: "show" | "hide" | "require" | "disable" | "setValue";
                                    /** @description Key of the control acted upon */
                                    target: string;
                                    /** @description Value for setValue (json-logic allowed) */
                                    value?: unknown;
                                }[];
                                /** @description json-logic condition over the form values */
                                when: unknown;
                            }[];
                            options?: {
                                label: string;
                                labelEn?: string;
                                value: string | number | boolean;
                            }[];
                            sqlConfig?: {
                                /** @description Parameter receiving the text typed in the control: the options are searched on the server, the first matches only */
                                searchKey?: string;
                                /** @description SQL config supplying the options */
                                sqlCode: string;
                                sqlParameterConfig?: {
                                    defaultValue?: string;
                                    /** @description Form field whose value feeds the parameter */
                                    outKey?: string;
                                    /** @description Parameter of the SQL config */
                                    parameterKey: string;
                                }[];
                                /** @description Parameter receiving the stored value (several comma-separated): finds its label and checks it at save */
                                valueKey?: string;
                            };
                        };
                        /**
                         * @description Control used for the column in generated forms
                         * @enum {string}
                         */
                        showType?: "hidden" | "input" | "textarea" | "number" | "select" | "checkbox" | "radio" | "switch" | "date" | "time" | "rate" | "slider" | "serialno" | "editor" | "icon" | "uploadFile" | "uploadImg" | "user" | "dept" | "page" | "editableTable" | "button" | "alert" | "text" | "divider" | "card" | "grid" | "table" | "tabs" | "affix" | "signature";
                        sortNo?: number;
                        /** @description Rule pattern preset code or check rule code */
                        validRule?: string;
                    }[];
                    /** @description Data source key; default data source when absent */
                    dsName?: string;
                    /** @description Owning app group */
                    groupCode?: string;
                    /** @description HTTP config serving the records when persistenceType is http (a page of them, or one by id) */
                    httpCode?: string;
                    /** @description How records of a table model persisted over HTTP are written */
                    httpWrite?: {
                        /** @description HTTP config that adds a record (its parameters: the record's fields) */
                        add?: string;
                        /** @description HTTP config that deletes a record (its parameter: id) */
                        delete?: string;
                        /** @description HTTP config that edits a record (its parameters: id and the record's fields) */
                        edit?: string;
                    };
                    /** @description Indexes of the table; each leads with tenant_id */
                    indexes?: {
                        columns: {
                            /** @description Column of the table (a model column or a platform column such as create_time) */
                            colCode: string;
                            order?: "asc" | "desc";
                        }[];
                        /** @description Name of the index within its table */
                        indexName: string;
                        /** @description No two records of an enterprise share the values */
                        unique?: boolean;
                    }[];
                    /** @enum {string} */
                    isSync?: "notCreated" | "created" | "notSynced" | "synced";
                    mainTable?: {
                        /** @description Column of this table holding the main record id */
                        foreignKey: string;
                        /** @description Column of the main table referenced (default id) */
                        mainKey?: string;
                        /** @description Main table */
                        tableName: string;
                    };
                    objCode?: string;
                    objName?: string;
                    /** @enum {string} */
                    objStructure: "main" | "oneToOne" | "oneToMany";
                    /** @enum {string} */
                    persistenceType: "db" | "http";
                    tableDesc: string;
                    /** @description Physical table name */
                    tableName: string;
                    /** @description Optimistic lock: a write with a stale version is rejected */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageTableModelCreateTable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    force?: boolean;
                    tableName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changes: {
                                column?: string;
                                description: string;
                                destructive: boolean;
                                from?: string;
                                index?: string;
                                /** @enum {string} */
                                kind: "createTable" | "addColumn" | "widenColumn" | "narrowColumn" | "changeType" | "setNotNull" | "dropNotNull" | "setDefault" | "dropDefault" | "dropColumn" | "createIndex" | "dropIndex";
                                to?: string;
                                unique?: boolean;
                            }[];
                            confirmation: string;
                            destructive: string[];
                            isSync: ("notCreated" | "created" | "notSynced" | "synced") | null;
                            statements: string[];
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageTableModelDdl: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changes: {
                                column?: string;
                                description: string;
                                destructive: boolean;
                                from?: string;
                                index?: string;
                                /** @enum {string} */
                                kind: "createTable" | "addColumn" | "widenColumn" | "narrowColumn" | "changeType" | "setNotNull" | "dropNotNull" | "setDefault" | "dropDefault" | "dropColumn" | "createIndex" | "dropIndex";
                                to?: string;
                                unique?: boolean;
                            }[];
                            confirmation: string;
                            destructive: string[];
                            isSync: ("notCreated" | "created" | "notSynced" | "synced") | null;
                            statements: string[];
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteEformManageTableModelDelete: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putEformManageTableModelEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columns: {
                        /** @description Field name (column name) */
                        colCode: string;
                        colDefaultVal?: string;
                        /** @description Length (varchar) or precision (number) */
                        colLength?: number;
                        /** @description Field description */
                        colName: string;
                        /** @description Decimal places (number) */
                        colPointLength?: number;
                        /** @enum {string} */
                        colType: "varchar" | "clob" | "blob" | "number" | "date";
                        customMessage?: string;
                        dataConfig?: {
                            [key: string]: unknown;
                        };
                        isKey?: boolean;
                        /** @description Column accepts NULL */
                        isNull?: boolean;
                        isRequired?: boolean;
                        /** @description Added by the platform; cannot be deleted */
                        isSystem?: boolean;
                        /** @description Not persisted; the name starts with _temp_ */
                        isVirtual?: boolean;
                        showConfig?: {
                            dictOption?: {
                                /** @description Dictionary whose items are the options */
                                dictCode: string;
                            };
                            /** @description Display format with {key} and {value} placeholders */
                            formatExpr?: string;
                            httpConfig?: {
                                /** @description HTTP config supplying the options */
                                httpCode: string;
                                httpParameterConfig?: {
                                    defaultValue?: string;
                                    /** @description Form field whose value feeds the parameter */
                                    outKey?: string;
                                    /** @description Parameter of the SQL config */
                                    parameterKey: string;
                                }[];
                            };
                            linkage?: {
                                actions: {
                                    /** @enum {string} */
                                    action: "show" | "hide" | "require" | "disable" | "setValue";
                                    /** @description Key of the control acted upon */
                                    target: string;
                                    /** @description Value for setValue (json-logic allowed) */
                                    value?: unknown;
                                }[];
                                /** @description json-logic condition over the form values */
                                when: unknown;
                            }[];
                            options?: {
                                label: string;
                                labelEn?: string;
                                value: string | number | boolean;
                            }[];
                            sqlConfig?: {
                                /** @description Parameter receiving the text typed in the control: the options are searched on the server, the first matches only */
                                searchKey?: string;
                                /** @description SQL config supplying the options */
                                sqlCode: string;
                                sqlParameterConfig?: {
                                    defaultValue?: string;
                                    /** @description Form field whose value feeds the parameter */
                                    outKey?: string;
                                    /** @description Parameter of the SQL config */
                                    parameterKey: string;
                                }[];
                                /** @description Parameter receiving the stored value (several comma-separated): finds its label and checks it at save */
                                valueKey?: string;
                            };
                        };
                        /**
                         * @description Control used for the column in generated forms
                         * @enum {string}
                         */
                        showType?: "hidden" | "input" | "textarea" | "number" | "select" | "checkbox" | "radio" | "switch" | "date" | "time" | "rate" | "slider" | "serialno" | "editor" | "icon" | "uploadFile" | "uploadImg" | "user" | "dept" | "page" | "editableTable" | "button" | "alert" | "text" | "divider" | "card" | "grid" | "table" | "tabs" | "affix" | "signature";
                        sortNo?: number;
                        /** @description Rule pattern preset code or check rule code */
                        validRule?: string;
                    }[];
                    /** @description Data source key; default data source when absent */
                    dsName?: string;
                    /** @description Owning app group */
                    groupCode?: string;
                    /** @description HTTP config serving the records when persistenceType is http (a page of them, or one by id) */
                    httpCode?: string;
                    /** @description How records of a table model persisted over HTTP are written */
                    httpWrite?: {
                        /** @description HTTP config that adds a record (its parameters: the record's fields) */
                        add?: string;
                        /** @description HTTP config that deletes a record (its parameter: id) */
                        delete?: string;
                        /** @description HTTP config that edits a record (its parameters: id and the record's fields) */
                        edit?: string;
                    };
                    /** @description Indexes of the table; each leads with tenant_id */
                    indexes?: {
                        columns: {
                            /** @description Column of the table (a model column or a platform column such as create_time) */
                            colCode: string;
                            order?: "asc" | "desc";
                        }[];
                        /** @description Name of the index within its table */
                        indexName: string;
                        /** @description No two records of an enterprise share the values */
                        unique?: boolean;
                    }[];
                    /** @enum {string} */
                    isSync?: "notCreated" | "created" | "notSynced" | "synced";
                    mainTable?: {
                        /** @description Column of this table holding the main record id */
                        foreignKey: string;
                        /** @description Column of the main table referenced (default id) */
                        mainKey?: string;
                        /** @description Main table */
                        tableName: string;
                    };
                    objCode?: string;
                    objName?: string;
                    /** @enum {string} */
                    objStructure: "main" | "oneToOne" | "oneToMany";
                    /** @enum {string} */
                    persistenceType: "db" | "http";
                    tableDesc: string;
                    /** @description Physical table name */
                    tableName: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageTableModelGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    formCode?: string;
                    tableName: string;
                    viewCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            form: {
                                isSync?: string;
                                version: number;
                            } & {
                                [key: string]: unknown;
                            };
                            view: {
                                isSync?: string;
                                version: number;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageTableModelHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageTableModelHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageTableModelList: {
        parameters: {
            query?: {
                groupCode?: string;
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: ({
                                isSync?: string;
                                version: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageTableModelQueryByCode: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageTableModelRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageTableModelSyncTable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    force?: boolean;
                    tableName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changes: {
                                column?: string;
                                description: string;
                                destructive: boolean;
                                from?: string;
                                index?: string;
                                /** @enum {string} */
                                kind: "createTable" | "addColumn" | "widenColumn" | "narrowColumn" | "changeType" | "setNotNull" | "dropNotNull" | "setDefault" | "dropDefault" | "dropColumn" | "createIndex" | "dropIndex";
                                to?: string;
                                unique?: boolean;
                            }[];
                            confirmation: string;
                            destructive: string[];
                            isSync: ("notCreated" | "created" | "notSynced" | "synced") | null;
                            statements: string[];
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageTableModelUpdateGenerated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    formCode?: string;
                    tableName: string;
                    viewCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            added: {
                                columns: string[];
                                fields: string[];
                            };
                            form: {
                                isSync?: string;
                                version: number;
                            } & {
                                [key: string]: unknown;
                            };
                            removed: {
                                columns: string[];
                                fields: string[];
                            };
                            view: {
                                isSync?: string;
                                version: number;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageTemplateAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    /** @description Owning app group */
                    groupCode?: string;
                    tempBodyString: string;
                    tempCode: string;
                    tempName: string;
                    /** @description Code template layout, e.g. single, mainSubTab, mainTiling */
                    tempStructure?: string;
                    /**
                     * @description form and page: the body is a form or page document (JSON) a design starts from
                     * @enum {string}
                     */
                    tempType: "form" | "page" | "code";
                    /** @description Optimistic lock: a write with a stale version is rejected */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteEformManageTemplateDelete: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putEformManageTemplateEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    /** @description Owning app group */
                    groupCode?: string;
                    tempBodyString: string;
                    tempCode: string;
                    tempName: string;
                    /** @description Code template layout, e.g. single, mainSubTab, mainTiling */
                    tempStructure?: string;
                    /**
                     * @description form and page: the body is a form or page document (JSON) a design starts from
                     * @enum {string}
                     */
                    tempType: "form" | "page" | "code";
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageTemplateHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageTemplateHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageTemplateInstantiate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    groupCode: string;
                    name: string;
                    objectName?: string;
                    tempCode: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageTemplateList: {
        parameters: {
            query?: {
                groupCode?: string;
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
                /** @description form and page: the body is a form or page document (JSON) a design starts from */
                tempType?: "form" | "page" | "code";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: ({
                                isSync?: string;
                                version: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageTemplateQueryByCode: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageTemplateRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageViewAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    afterLoad?: {
                        code: string;
                        /** @enum {string} */
                        lang: "script" | "java" | "groovy";
                    };
                    afterSave?: {
                        code: string;
                        /** @enum {string} */
                        lang: "script" | "java" | "groovy";
                    };
                    beforeLoad?: {
                        code: string;
                        /** @enum {string} */
                        lang: "script" | "java" | "groovy";
                    };
                    beforeSave?: {
                        code: string;
                        /** @enum {string} */
                        lang: "script" | "java" | "groovy";
                    };
                    buttons?: {
                        /** @enum {string} */
                        action: "add" | "edit" | "detail" | "delete" | "batchDelete" | "import" | "export" | "custom";
                        buttonIcon?: string;
                        buttonName: string;
                        buttonNameEn?: string;
                        /** @description primary, default, dashed, link or danger */
                        buttonStyle?: string;
                        /** @enum {string} */
                        buttonType: "toolbar" | "inline";
                        /** @enum {string} */
                        dialogSize?: "default" | "full" | "large" | "middle" | "small" | "newTab" | "insideTab";
                        /** @description Default buttons cannot be deleted */
                        isDefault?: boolean;
                        /** @description formCode opened by the button */
                        linkForm?: string;
                        /** @description viewCode opened by the button */
                        linkView?: string;
                        /** @enum {string} */
                        openType?: "default" | "full" | "large" | "middle" | "small" | "newTab" | "insideTab";
                        /** @description Button action code required, e.g. 'order:add' */
                        permission?: string;
                        script?: {
                            code: string;
                            /** @enum {string} */
                            lang: "script" | "java" | "groovy";
                        };
                        sortNo?: number;
                    }[];
                    columns: {
                        /** @enum {string} */
                        alignType?: "left" | "center" | "right";
                        colAlias?: string;
                        colCode: string;
                        colName: string;
                        colWidth?: number;
                        /** @description Dictionary translating the values */
                        dictCode?: string;
                        /** @enum {string} */
                        fixed?: "left" | "right";
                        /** @description Rule pattern preset or check rule code applied to imported values */
                        importRules?: string;
                        /** @description Shown in the collapsed query bar; at most one per page */
                        isDefaultQuery?: boolean;
                        isImport?: boolean;
                        isQuery?: boolean;
                        isShow?: boolean;
                        isSort?: boolean;
                        /** @enum {string} */
                        queryOp?: "eq" | "eqIgnoreCase" | "lt" | "gt" | "le" | "ge" | "ne" | "like" | "leftLike" | "rightLike" | "in" | "notIn" | "between" | "custom" | "isNull" | "notNull";
                        /** @enum {string} */
                        showType?: "hidden" | "input" | "textarea" | "number" | "select" | "checkbox" | "radio" | "switch" | "date" | "time" | "rate" | "slider" | "serialno" | "editor" | "icon" | "uploadFile" | "uploadImg" | "user" | "dept" | "page" | "editableTable" | "button" | "alert" | "text" | "divider" | "card" | "grid" | "table" | "tabs" | "affix" | "signature";
                        sortNo?: number;
                        /**
                         * @description Masking of the values
                         * @enum {string}
                         */
                        tuoMin?: "none" | "email" | "phonenumber" | "idcard" | "address" | "bankcard" | "ext";
                    }[];
                    /** @enum {string} */
                    flowScope?: "noLimit" | "my" | "all" | "myTask";
                    /** @description Form used to add, edit and show records */
                    formCode?: string;
                    /** @description Owning app group */
                    groupCode?: string;
                    /** @description Show line numbers */
                    isLineNum?: boolean;
                    /** @description Paginate */
                    isPage?: boolean;
                    layout?: {
                        blocks: {
                            /** @description Form shown by a form block */
                            formCode?: string;
                            /** @description Rows spanned (layout) or height in px (dragLayout) */
                            h: number;
                            /** @description Unique within the page; links name blocks by it */
                            key: string;
                            /** @enum {string} */
                            kind: "list" | "form" | "widget" | "tree";
                            title?: string;
                            /** @description Page listed by a list or tree block */
                            viewCode?: string;
                            /** @description Columns spanned (layout) or width in px (dragLayout) */
                            w: number;
                            /** @description Report widget drawn by a widget block */
                            widgetCode?: string;
                            /** @description Grid column (layout) or px from the left (dragLayout) */
                            x: number;
                            /** @description Grid row (layout) or px from the top (dragLayout) */
                            y: number;
                        }[];
                        links?: {
                            /** @description Column of the target compared with the selection (a form block: 'id') */
                            field: string;
                            /** @description Key of the block whose selection filters */
                            source: string;
                            /** @description Field of the selected record giving the value ('id' unless set) */
                            sourceField?: string;
                            /** @description Key of the block filtered */
                            target: string;
                        }[];
                    };
                    mobileCard?: {
                        subtitleField?: string;
                        titleField?: string;
                    };
                    /** @description Page size */
                    pageNum?: number;
                    /** @description Page SQL; must return an id field */
                    sql?: string;
                    /** @description SQL config listed by the page */
                    sqlCode?: string;
                    /** @description Table model listed by the page */
                    tableName?: string;
                    treeConfig?: {
                        labelField: string;
                        parentField: string;
                    };
                    /** @description Optimistic lock: a write with a stale version is rejected */
                    version?: number;
                    viewCode: string;
                    viewName: string;
                    /** @enum {string} */
                    viewStatus?: "draft" | "published";
                    /** @enum {string} */
                    viewType: "layout" | "dragLayout" | "table" | "editableTable" | "tree" | "mobile";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageViewAddToMenu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    back: "0" | "1";
                    name: string;
                    nameEn?: string | null;
                    /** Format: uuid */
                    parentId?: string | null;
                    viewCode: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            code: string;
                            id: string;
                            permissions: string[];
                            url: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteEformManageViewDelete: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putEformManageViewEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    afterLoad?: {
                        code: string;
                        /** @enum {string} */
                        lang: "script" | "java" | "groovy";
                    };
                    afterSave?: {
                        code: string;
                        /** @enum {string} */
                        lang: "script" | "java" | "groovy";
                    };
                    beforeLoad?: {
                        code: string;
                        /** @enum {string} */
                        lang: "script" | "java" | "groovy";
                    };
                    beforeSave?: {
                        code: string;
                        /** @enum {string} */
                        lang: "script" | "java" | "groovy";
                    };
                    buttons?: {
                        /** @enum {string} */
                        action: "add" | "edit" | "detail" | "delete" | "batchDelete" | "import" | "export" | "custom";
                        buttonIcon?: string;
                        buttonName: string;
                        buttonNameEn?: string;
                        /** @description primary, default, dashed, link or danger */
                        buttonStyle?: string;
                        /** @enum {string} */
                        buttonType: "toolbar" | "inline";
                        /** @enum {string} */
                        dialogSize?: "default" | "full" | "large" | "middle" | "small" | "newTab" | "insideTab";
                        /** @description Default buttons cannot be deleted */
                        isDefault?: boolean;
                        /** @description formCode opened by the button */
                        linkForm?: string;
                        /** @description viewCode opened by the button */
                        linkView?: string;
                        /** @enum {string} */
                        openType?: "default" | "full" | "large" | "middle" | "small" | "newTab" | "insideTab";
                        /** @description Button action code required, e.g. 'order:add' */
                        permission?: string;
                        script?: {
                            code: string;
                            /** @enum {string} */
                            lang: "script" | "java" | "groovy";
                        };
                        sortNo?: number;
                    }[];
                    columns: {
                        /** @enum {string} */
                        alignType?: "left" | "center" | "right";
                        colAlias?: string;
                        colCode: string;
                        colName: string;
                        colWidth?: number;
                        /** @description Dictionary translating the values */
                        dictCode?: string;
                        /** @enum {string} */
                        fixed?: "left" | "right";
                        /** @description Rule pattern preset or check rule code applied to imported values */
                        importRules?: string;
                        /** @description Shown in the collapsed query bar; at most one per page */
                        isDefaultQuery?: boolean;
                        isImport?: boolean;
                        isQuery?: boolean;
                        isShow?: boolean;
                        isSort?: boolean;
                        /** @enum {string} */
                        queryOp?: "eq" | "eqIgnoreCase" | "lt" | "gt" | "le" | "ge" | "ne" | "like" | "leftLike" | "rightLike" | "in" | "notIn" | "between" | "custom" | "isNull" | "notNull";
                        /** @enum {string} */
                        showType?: "hidden" | "input" | "textarea" | "number" | "select" | "checkbox" | "radio" | "switch" | "date" | "time" | "rate" | "slider" | "serialno" | "editor" | "icon" | "uploadFile" | "uploadImg" | "user" | "dept" | "page" | "editableTable" | "button" | "alert" | "text" | "divider" | "card" | "grid" | "table" | "tabs" | "affix" | "signature";
                        sortNo?: number;
                        /**
                         * @description Masking of the values
                         * @enum {string}
                         */
                        tuoMin?: "none" | "email" | "phonenumber" | "idcard" | "address" | "bankcard" | "ext";
                    }[];
                    /** @enum {string} */
                    flowScope?: "noLimit" | "my" | "all" | "myTask";
                    /** @description Form used to add, edit and show records */
                    formCode?: string;
                    /** @description Owning app group */
                    groupCode?: string;
                    /** @description Show line numbers */
                    isLineNum?: boolean;
                    /** @description Paginate */
                    isPage?: boolean;
                    layout?: {
                        blocks: {
                            /** @description Form shown by a form block */
                            formCode?: string;
                            /** @description Rows spanned (layout) or height in px (dragLayout) */
                            h: number;
                            /** @description Unique within the page; links name blocks by it */
                            key: string;
                            /** @enum {string} */
                            kind: "list" | "form" | "widget" | "tree";
                            title?: string;
                            /** @description Page listed by a list or tree block */
                            viewCode?: string;
                            /** @description Columns spanned (layout) or width in px (dragLayout) */
                            w: number;
                            /** @description Report widget drawn by a widget block */
                            widgetCode?: string;
                            /** @description Grid column (layout) or px from the left (dragLayout) */
                            x: number;
                            /** @description Grid row (layout) or px from the top (dragLayout) */
                            y: number;
                        }[];
                        links?: {
                            /** @description Column of the target compared with the selection (a form block: 'id') */
                            field: string;
                            /** @description Key of the block whose selection filters */
                            source: string;
                            /** @description Field of the selected record giving the value ('id' unless set) */
                            sourceField?: string;
                            /** @description Key of the block filtered */
                            target: string;
                        }[];
                    };
                    mobileCard?: {
                        subtitleField?: string;
                        titleField?: string;
                    };
                    /** @description Page size */
                    pageNum?: number;
                    /** @description Page SQL; must return an id field */
                    sql?: string;
                    /** @description SQL config listed by the page */
                    sqlCode?: string;
                    /** @description Table model listed by the page */
                    tableName?: string;
                    treeConfig?: {
                        labelField: string;
                        parentField: string;
                    };
                    version: number;
                    viewCode: string;
                    viewName: string;
                    /** @enum {string} */
                    viewStatus?: "draft" | "published";
                    /** @enum {string} */
                    viewType: "layout" | "dragLayout" | "table" | "editableTable" | "tree" | "mobile";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageViewHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageViewHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageViewList: {
        parameters: {
            query?: {
                groupCode?: string;
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: ({
                                isSync?: string;
                                version: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageViewQueryByCode: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageViewRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageWidgetAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Dataset drawn */
                    datasetCode: string;
                    /** @description Owning app group */
                    groupCode?: string;
                    options?: {
                        /** @description Full scale of a gauge */
                        max?: number;
                        /** @description Aliases of the measures drawn; the first when absent */
                        measures?: string[];
                        /** @description The dimension splitting the series (grouped, stacked) */
                        seriesField?: string;
                        title?: string;
                        /** @description The dimension along the axis (or the slices) */
                        xField?: string;
                    };
                    /** @description Optimistic lock: a write with a stale version is rejected */
                    version?: number;
                    widgetCode: string;
                    widgetName: string;
                    /** @enum {string} */
                    widgetType: "Column" | "GroupedColumn" | "StackedColumn" | "PercentStackedColumn" | "Radar" | "Line" | "GroupedLine" | "Area" | "StackedArea" | "Bar" | "StackedBar" | "PercentStackedBar" | "GroupedBar" | "Pie" | "Donut" | "Funnel" | "Gauge" | "MeterGauge" | "NumberCard" | "Table" | "TopRanking";
                    widgetUrl?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteEformManageWidgetDelete: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putEformManageWidgetEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Dataset drawn */
                    datasetCode: string;
                    /** @description Owning app group */
                    groupCode?: string;
                    options?: {
                        /** @description Full scale of a gauge */
                        max?: number;
                        /** @description Aliases of the measures drawn; the first when absent */
                        measures?: string[];
                        /** @description The dimension splitting the series (grouped, stacked) */
                        seriesField?: string;
                        title?: string;
                        /** @description The dimension along the axis (or the slices) */
                        xField?: string;
                    };
                    version: number;
                    widgetCode: string;
                    widgetName: string;
                    /** @enum {string} */
                    widgetType: "Column" | "GroupedColumn" | "StackedColumn" | "PercentStackedColumn" | "Radar" | "Line" | "GroupedLine" | "Area" | "StackedArea" | "Bar" | "StackedBar" | "PercentStackedBar" | "GroupedBar" | "Pie" | "Donut" | "Funnel" | "Gauge" | "MeterGauge" | "NumberCard" | "Table" | "TopRanking";
                    widgetUrl?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageWidgetHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageWidgetHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageWidgetList: {
        parameters: {
            query?: {
                datasetCode?: string;
                groupCode?: string;
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
                widgetType?: "Column" | "GroupedColumn" | "StackedColumn" | "PercentStackedColumn" | "Radar" | "Line" | "GroupedLine" | "Area" | "StackedArea" | "Bar" | "StackedBar" | "PercentStackedBar" | "GroupedBar" | "Pie" | "Donut" | "Funnel" | "Gauge" | "MeterGauge" | "NumberCard" | "Table" | "TopRanking";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: ({
                                isSync?: string;
                                version: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEformManageWidgetQueryByCode: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEformManageWidgetRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postEnterpriseRegisterAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    captcha?: string;
                    checkKey?: string;
                    confirmPassword: string;
                    email?: string;
                    enterpriseCode: string;
                    enterpriseName: string;
                    inviteCode?: string;
                    password: string;
                    phone: string;
                    realname: string;
                    smsCode: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            enterpriseCode: string;
                            enterpriseName: string;
                            username: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getEnterpriseRegisterConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            mode: string;
                            version: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postOrgSysDepartRoleAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    back?: "0" | "1";
                    deptId: string;
                    description?: string | null;
                    descriptionEn?: string | null;
                    roleCode: string;
                    roleName: string;
                    roleNameEn?: string | null;
                    roleOrder?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version?: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteOrgSysDepartRoleDelete: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putOrgSysDepartRoleEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    back?: "0" | "1";
                    description?: string | null;
                    descriptionEn?: string | null;
                    id: string;
                    roleCode?: string;
                    roleName?: string;
                    roleNameEn?: string | null;
                    roleOrder?: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version?: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getOrgSysDepartRoleList: {
        parameters: {
            query: {
                deptId: string;
                pageNo?: number;
                pageSize?: number;
                roleName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                back?: string | null;
                                deptId?: string | null;
                                description?: string | null;
                                descriptionEn?: string | null;
                                id: string;
                                roleCode?: string | null;
                                roleName?: string | null;
                                roleNameEn?: string | null;
                                roleOrder?: number | null;
                                version: number;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getOrgSysDepartRoleUserRoles: {
        parameters: {
            query: {
                deptId: string;
                userId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: string[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putOrgSysDepartRoleUserRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deptId: string;
                    roleIds: string | string[];
                    userId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postOrgSysJobAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    jobCode: string;
                    jobName: string;
                    jobOrder?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version?: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteOrgSysJobDelete: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteOrgSysJobDeleteBatch: {
        parameters: {
            query: {
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putOrgSysJobEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    jobCode?: string;
                    jobName?: string;
                    jobOrder?: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getOrgSysJobList: {
        parameters: {
            query?: {
                jobCode?: string;
                jobName?: string;
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                id: string;
                                jobCode: string;
                                jobName: string;
                                jobOrder?: number | null;
                                version: number;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getOrgSysJobQueryall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            jobCode: string;
                            jobName: string;
                            jobOrder?: number | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getOrgSysJobQueryById: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            jobCode: string;
                            jobName: string;
                            jobOrder?: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postOrgSysOrgAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    leaderId?: string | null;
                    orgCode: string;
                    orgName: string;
                    orgNameAbbr?: string | null;
                    orgOrder?: number;
                    /** @enum {string} */
                    orgType: "org" | "dept";
                    parentId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version?: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteOrgSysOrgDelete: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putOrgSysOrgEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    id: string;
                    leaderId?: string | null;
                    orgCode?: string;
                    orgName?: string;
                    orgNameAbbr?: string | null;
                    orgOrder?: number;
                    /** @enum {string} */
                    orgType?: "org" | "dept";
                    parentId?: string | null;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version?: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getOrgSysOrgQueryById: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            description?: string | null;
                            id: string;
                            leaderId?: string | null;
                            orgCode?: string | null;
                            orgName?: string | null;
                            orgNameAbbr?: string | null;
                            orgOrder?: number | null;
                            orgType?: string | null;
                            parentId?: string | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getOrgSysOrgQueryDeptNameByDeptIds: {
        parameters: {
            query: {
                deptIds: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id?: string | null;
                            orgCode?: string | null;
                            orgName?: string | null;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getOrgSysOrgQueryTreeList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: components["schemas"]["def-1"][];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getOrgSysOrgQueryUserNameByUserIds: {
        parameters: {
            query: {
                userIds: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id?: string | null;
                            realname?: string | null;
                            username?: string | null;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getOrgSysOrgSearchBy: {
        parameters: {
            query: {
                keyWord: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            description?: string | null;
                            id: string;
                            leaderId?: string | null;
                            orgCode?: string | null;
                            orgName?: string | null;
                            orgNameAbbr?: string | null;
                            orgOrder?: number | null;
                            orgType?: string | null;
                            parentId?: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postOrgSysPositionAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    positionCode: string;
                    positionName: string;
                    positionOrder?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version?: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteOrgSysPositionDelete: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteOrgSysPositionDeleteBatch: {
        parameters: {
            query: {
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putOrgSysPositionEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    positionCode?: string;
                    positionName?: string;
                    positionOrder?: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getOrgSysPositionList: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                positionCode?: string;
                positionName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                id: string;
                                positionCode: string;
                                positionName: string;
                                positionOrder?: number | null;
                                version: number;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getOrgSysPositionQueryall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            positionCode: string;
                            positionName: string;
                            positionOrder?: number | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getOrgSysPositionQueryById: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            positionCode: string;
                            positionName: string;
                            positionOrder?: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getProcessControllerSelectUser: {
        parameters: {
            query?: {
                keyword?: string;
                orgCode?: string;
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                id: string;
                                orgNames: string[];
                                realname: string;
                                username: string;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putProcessControllerUpdateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    opinion?: string;
                    taskId: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            taskId: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSaasEnterpriseDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmCode: string;
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSaasEnterpriseFreeze: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSaasEnterpriseList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            code: string;
                            createTime: string;
                            fileBytes: number;
                            id: number;
                            isDefault: boolean;
                            name: string;
                            status: number;
                            tableBytes: number;
                            userCount: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSaasEnterpriseUnfreeze: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSaasMarketDownload: {
        parameters: {
            query: {
                appCode: string;
                /** @description semantic version, e.g. 1.0.0 */
                appVersion: string;
                /** @description plan: fetched to preview an install, not counted */
                purpose?: "plan" | "install";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bundle */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSaasMarketQueryMarketGroupList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            appCount: number;
                            groupCode: string;
                            groupName: string;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSaasMarketQueryMarketList: {
        parameters: {
            query?: {
                appCode?: string;
                groupCode?: string;
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            appCode: string;
                            appName: string;
                            appNameEn: string | null;
                            /** @description The newest version */
                            appVersion: string;
                            description: string | null;
                            downloadCount: number;
                            groupCode: string;
                            groupName: string;
                            icon: string | null;
                            publishedAt: string;
                            screenshots: string[];
                            versions: {
                                appVersion: string;
                                /** @description SHA-256 of the zip, hex */
                                checksum: string;
                                description: string | null;
                                publishedAt: string;
                                size: number;
                            }[];
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemAnnouncementAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A date and time (ISO 8601 or YYYY-MM-DD HH:mm:ss) */
                    endTime?: string | null;
                    /** @enum {string} */
                    msgCategory?: "notice" | "system";
                    msgContent?: string | null;
                    /** @enum {string} */
                    msgType?: "ALL" | "USER";
                    /** @enum {string} */
                    priority?: "L" | "M" | "H";
                    /** @description Usernames of the specified users (msgType USER) */
                    selectedUser?: string[];
                    sender?: string | null;
                    /** @description A date and time (ISO 8601 or YYYY-MM-DD HH:mm:ss) */
                    startTime?: string | null;
                    titile: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            cancelTime: string | null;
                            createBy: string | null;
                            createTime: string;
                            endTime: string | null;
                            id: string;
                            msgCategory: string;
                            msgContent: string | null;
                            msgType: string;
                            priority: string;
                            selectedUser: string[];
                            sender: string | null;
                            /** @enum {string} */
                            sendStatus: "unpublished" | "published" | "revoked";
                            sendTime: string | null;
                            startTime: string | null;
                            titile: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemAnnouncementDelete: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemAnnouncementDoReleaseData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            cancelTime: string | null;
                            createBy: string | null;
                            createTime: string;
                            endTime: string | null;
                            id: string;
                            msgCategory: string;
                            msgContent: string | null;
                            msgType: string;
                            priority: string;
                            selectedUser: string[];
                            sender: string | null;
                            /** @enum {string} */
                            sendStatus: "unpublished" | "published" | "revoked";
                            sendTime: string | null;
                            startTime: string | null;
                            titile: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemAnnouncementDoReovkeData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            cancelTime: string | null;
                            createBy: string | null;
                            createTime: string;
                            endTime: string | null;
                            id: string;
                            msgCategory: string;
                            msgContent: string | null;
                            msgType: string;
                            priority: string;
                            selectedUser: string[];
                            sender: string | null;
                            /** @enum {string} */
                            sendStatus: "unpublished" | "published" | "revoked";
                            sendTime: string | null;
                            startTime: string | null;
                            titile: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemAnnouncementEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A date and time (ISO 8601 or YYYY-MM-DD HH:mm:ss) */
                    endTime?: string | null;
                    id: string;
                    /** @enum {string} */
                    msgCategory?: "notice" | "system";
                    msgContent?: string | null;
                    /** @enum {string} */
                    msgType?: "ALL" | "USER";
                    /** @enum {string} */
                    priority?: "L" | "M" | "H";
                    /** @description Usernames of the specified users (msgType USER) */
                    selectedUser?: string[];
                    sender?: string | null;
                    /** @description A date and time (ISO 8601 or YYYY-MM-DD HH:mm:ss) */
                    startTime?: string | null;
                    titile: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            cancelTime: string | null;
                            createBy: string | null;
                            createTime: string;
                            endTime: string | null;
                            id: string;
                            msgCategory: string;
                            msgContent: string | null;
                            msgType: string;
                            priority: string;
                            selectedUser: string[];
                            sender: string | null;
                            /** @enum {string} */
                            sendStatus: "unpublished" | "published" | "revoked";
                            sendTime: string | null;
                            startTime: string | null;
                            titile: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemAnnouncementList: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                sendStatus?: "unpublished" | "published" | "revoked";
                titile?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                cancelTime: string | null;
                                createBy: string | null;
                                createTime: string;
                                endTime: string | null;
                                id: string;
                                msgCategory: string;
                                msgContent: string | null;
                                msgType: string;
                                priority: string;
                                selectedUser: string[];
                                sender: string | null;
                                /** @enum {string} */
                                sendStatus: "unpublished" | "published" | "revoked";
                                sendTime: string | null;
                                startTime: string | null;
                                titile: string;
                                version: number;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemAnnouncementQueryById: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            cancelTime: string | null;
                            createBy: string | null;
                            createTime: string;
                            endTime: string | null;
                            id: string;
                            msgCategory: string;
                            msgContent: string | null;
                            msgType: string;
                            priority: string;
                            selectedUser: string[];
                            sender: string | null;
                            /** @enum {string} */
                            sendStatus: "unpublished" | "published" | "revoked";
                            sendTime: string | null;
                            startTime: string | null;
                            titile: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemCasClientValidateLogin: {
        parameters: {
            query: {
                service: string;
                tenant?: string;
                ticket: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            departs: {
                                id: string;
                                orgCode: string;
                                orgName: string;
                                orgType: string;
                            }[];
                            isChange: boolean;
                            isFist: boolean;
                            logoutUrl: string | null;
                            multiDepart: boolean;
                            token: string;
                            userInfo: {
                                avatar: string;
                                backRoleFlg: string;
                                email: string;
                                id: string;
                                orgName: string;
                                phone: string;
                                realname: string;
                                realnameEn?: string;
                                username: string;
                            };
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemCategoryAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: string;
                    /** Format: uuid */
                    pid?: string | null;
                    sortNo?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version?: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemCategoryChildList: {
        parameters: {
            query?: {
                pid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            code: string;
                            hasChild: boolean;
                            id: string;
                            name: string;
                            pid: string | null;
                            sortNo: number;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemCategoryDelete: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemCategoryEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** Format: uuid */
                    id: string;
                    name: string;
                    /** Format: uuid */
                    pid?: string | null;
                    sortNo?: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version?: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemCategoryLoadAllData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            code: string;
                            hasChild: boolean;
                            id: string;
                            name: string;
                            pid: string | null;
                            sortNo: number;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemCheckRuleAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Number of characters the rule applies to */
                    digits?: number;
                    /** @description Owning app group */
                    groupCode?: string;
                    message: string;
                    /** @description Regular expression */
                    pattern: string;
                    priority?: number;
                    ruleCode: string;
                    ruleName: string;
                    /** @description Optimistic lock: a write with a stale version is rejected */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemCheckRuleCheckByCode: {
        parameters: {
            query: {
                ruleCode: string;
                value?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: boolean;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemCheckRuleDelete: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemCheckRuleEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Number of characters the rule applies to */
                    digits?: number;
                    /** @description Owning app group */
                    groupCode?: string;
                    message: string;
                    /** @description Regular expression */
                    pattern: string;
                    priority?: number;
                    ruleCode: string;
                    ruleName: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemCheckRuleHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemCheckRuleHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemCheckRuleList: {
        parameters: {
            query?: {
                groupCode?: string;
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: ({
                                isSync?: string;
                                version: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemCheckRuleQueryByCode: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemCheckRuleRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemCommonStaticByBizByName: {
        parameters: {
            query?: {
                info?: boolean;
            };
            header?: never;
            path: {
                biz: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, or what it is */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            contentType: string;
                            name: string;
                            path: string;
                            size: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemCommonUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            contentType: string;
                            name: string;
                            path: string;
                            size: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemDictAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category: "platform" | "public" | "app";
                    description?: string;
                    /** @description Description shown in English */
                    descriptionEn?: string;
                    dictCode: string;
                    dictName: string;
                    /** @description Name shown in English */
                    dictNameEn?: string;
                    /** @description Owning app group */
                    groupCode?: string;
                    items?: {
                        itemText: string;
                        itemTextEn?: string;
                        itemValue: string;
                        sortOrder: number;
                        visibleCheck?: boolean;
                    }[];
                    /** @description Optimistic lock: a write with a stale version is rejected */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            dictCode: string;
                            id: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemDictDelete: {
        parameters: {
            query: {
                dictCode: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemDictEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category: "platform" | "public" | "app";
                    description?: string;
                    /** @description Description shown in English */
                    descriptionEn?: string;
                    dictCode: string;
                    dictName: string;
                    /** @description Name shown in English */
                    dictNameEn?: string;
                    /** @description Owning app group */
                    groupCode?: string;
                    items?: {
                        itemText: string;
                        itemTextEn?: string;
                        itemValue: string;
                        sortOrder: number;
                        visibleCheck?: boolean;
                    }[];
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            dictCode: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemDictGetDictItemMapByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemDictGetDictItemsByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            label: string;
                            text: string;
                            textEn?: string;
                            title: string;
                            value: string;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemDictHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemDictHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemDictRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            code: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemDictTreeList: {
        parameters: {
            query?: {
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            /** @enum {string} */
                            category: "platform" | "public" | "app";
                            children: {
                                id: string;
                                itemText: string;
                                itemTextEn?: string;
                                itemValue: string;
                                sortOrder: number;
                                version: number;
                                visibleCheck: boolean;
                            }[];
                            description?: string;
                            descriptionEn?: string;
                            dictCode: string;
                            dictName: string;
                            dictNameEn?: string;
                            id: string;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemDictVersions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            [key: string]: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemDictItemAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dictCode: string;
                    itemText: string;
                    itemTextEn?: string;
                    itemValue: string;
                    /** @default 0 */
                    sortOrder?: number;
                    /** @default true */
                    visibleCheck?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemDictItemDelete: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemDictItemEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    itemText: string;
                    itemTextEn?: string;
                    itemValue: string;
                    /** @default 0 */
                    sortOrder?: number;
                    version: number;
                    /** @default true */
                    visibleCheck?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemDuplicateCheck: {
        parameters: {
            query: {
                dataId?: string;
                fieldName: string;
                fieldVal?: string;
                tableName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: boolean;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemEnterpriseJoinSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            enterpriseCode: string;
                            inviteToken: string | null;
                            joinApproval: boolean;
                            joinByCode: boolean;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemEnterpriseJoinSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    joinApproval: boolean;
                    joinByCode: boolean;
                    newInvitation?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemFillRuleAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Owning app group */
                    groupCode?: string;
                    /** @description Registered generator name */
                    ruleClass: string;
                    ruleCode: string;
                    ruleName: string;
                    ruleParams?: {
                        [key: string]: unknown;
                    };
                    /** @description Optimistic lock: a write with a stale version is rejected */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemFillRuleDelete: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemFillRuleEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Owning app group */
                    groupCode?: string;
                    /** @description Registered generator name */
                    ruleClass: string;
                    ruleCode: string;
                    ruleName: string;
                    ruleParams?: {
                        [key: string]: unknown;
                    };
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemFillRuleExecuteRuleByCodeByRuleCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: string;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemFillRuleHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemFillRuleHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemFillRuleList: {
        parameters: {
            query?: {
                groupCode?: string;
                keyword?: string;
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: ({
                                isSync?: string;
                                version: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemFillRuleQueryByCode: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemFillRuleRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            isSync?: string;
                            version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemLogDelete: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemLogDeleteBatch: {
        parameters: {
            query: {
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemLogList: {
        parameters: {
            query?: {
                createdFrom?: string;
                createdTo?: string;
                keyWord?: string;
                logType?: "login" | "logout" | "operation";
                outcome?: "success" | "failure";
                pageNo?: number;
                pageSize?: number;
                username?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                content?: string | null;
                                createdAt?: string | null;
                                durationMs?: number | null;
                                id?: string | null;
                                ip?: string | null;
                                logType?: string | null;
                                method?: string | null;
                                outcome?: string | null;
                                path?: string | null;
                                requestUrl?: string | null;
                                status?: number | null;
                                userId?: string | null;
                                username?: string | null;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemLogLoginfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            todayIp: number;
                            todayVisitCount: number;
                            totalVisitCount: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemLogVisitInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            day: string;
                            ip: number;
                            visit: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    captcha?: string;
                    checkKey?: string;
                    password: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            departs: {
                                id: string;
                                orgCode: string;
                                orgName: string;
                                orgType: string;
                            }[];
                            isChange: boolean;
                            isFist: boolean;
                            multiDepart: boolean;
                            token: string;
                            userInfo: {
                                avatar: string;
                                backRoleFlg: string;
                                email: string;
                                id: string;
                                orgName: string;
                                phone: string;
                                realname: string;
                                realnameEn?: string;
                                username: string;
                            };
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemLoginConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            captchaEnabled: boolean;
                            demoAccounts: {
                                label: string;
                                password: string;
                                username: string;
                            }[];
                            demoMode: boolean;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemOauth2Authorize: {
        parameters: {
            query: {
                redirectUri: string;
                tenant?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            url: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemOauth2Login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    iss?: string;
                    state: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            departs: {
                                id: string;
                                orgCode: string;
                                orgName: string;
                                orgType: string;
                            }[];
                            isChange: boolean;
                            isFist: boolean;
                            logoutUrl: string | null;
                            multiDepart: boolean;
                            token: string;
                            userInfo: {
                                avatar: string;
                                backRoleFlg: string;
                                email: string;
                                id: string;
                                orgName: string;
                                phone: string;
                                realname: string;
                                realnameEn?: string;
                                username: string;
                            };
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemOauthClientAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    authorizationGrantTypes: ("authorization_code" | "client_credentials" | "refresh_token")[];
                    clientAuthenticationMethods: ("client_secret_basic" | "client_secret_post" | "none")[];
                    clientId?: string;
                    clientName: string;
                    clientSecretType: "confidential" | "public";
                    redirectUris: string[];
                    scopes: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            authorizationGrantTypes: ("authorization_code" | "client_credentials" | "refresh_token")[];
                            clientAuthenticationMethods: ("client_secret_basic" | "client_secret_post" | "none")[];
                            clientId: string;
                            clientName: string;
                            clientSecret: string | null;
                            clientSecretType: "confidential" | "public";
                            createdAt: string;
                            id: string;
                            redirectUris: string[];
                            scopes: string[];
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemOauthClientDelete: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemOauthClientEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    authorizationGrantTypes: ("authorization_code" | "client_credentials" | "refresh_token")[];
                    clientAuthenticationMethods: ("client_secret_basic" | "client_secret_post" | "none")[];
                    clientName: string;
                    clientSecretType: "confidential" | "public";
                    id: string;
                    redirectUris: string[];
                    scopes: string[];
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            authorizationGrantTypes: ("authorization_code" | "client_credentials" | "refresh_token")[];
                            clientAuthenticationMethods: ("client_secret_basic" | "client_secret_post" | "none")[];
                            clientId: string;
                            clientName: string;
                            clientSecretType: "confidential" | "public";
                            createdAt: string;
                            id: string;
                            redirectUris: string[];
                            scopes: string[];
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemOauthClientList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            authorizationGrantTypes: ("authorization_code" | "client_credentials" | "refresh_token")[];
                            clientAuthenticationMethods: ("client_secret_basic" | "client_secret_post" | "none")[];
                            clientId: string;
                            clientName: string;
                            clientSecretType: "confidential" | "public";
                            createdAt: string;
                            id: string;
                            redirectUris: string[];
                            scopes: string[];
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmPassword: string;
                    mobile?: string;
                    password: string;
                    smsCode?: string;
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemPasswordResetConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            mail: boolean;
                            phone: boolean;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemPasswordResetMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemPermissionAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alwaysShow?: boolean;
                    /** @enum {string} */
                    back?: "0" | "1";
                    code?: string;
                    component?: string | null;
                    componentProps?: {
                        label: string;
                        value: string;
                    }[] | null;
                    groupCode?: string | null;
                    icon?: string | null;
                    internalOrExternal?: boolean;
                    isKeepalive?: boolean;
                    menuHidden?: boolean;
                    /** @enum {integer} */
                    menuType: 0 | 1 | 2;
                    microAppRoute?: string | null;
                    microAppUrl?: string | null;
                    name: string;
                    nameEn?: string | null;
                    parentId?: string | null;
                    perms?: string | null;
                    /** @enum {string} */
                    permsType?: "1" | "2";
                    redirect?: string | null;
                    sortNo?: number;
                    /** @enum {string} */
                    status?: "0" | "1";
                    url?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            code: string;
                            id: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemPermissionAddPermissionRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    permissionId: string;
                    ruleColumn: string;
                    ruleConditions: string;
                    ruleName: string;
                    ruleValue?: string;
                    /** @enum {string} */
                    status?: "0" | "1";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version?: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemPermissionAllowEditScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: boolean;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemPermissionDataRuleVocabulary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            operators: {
                                code: string;
                                label: string;
                            }[];
                            variables: string[];
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemPermissionDelete: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemPermissionDeleteBatch: {
        parameters: {
            query: {
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemPermissionDeletePermissionRule: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemPermissionEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alwaysShow?: boolean;
                    /** @enum {string} */
                    back?: "0" | "1";
                    code?: string;
                    component?: string | null;
                    componentProps?: {
                        label: string;
                        value: string;
                    }[] | null;
                    groupCode?: string | null;
                    icon?: string | null;
                    id: string;
                    internalOrExternal?: boolean;
                    isKeepalive?: boolean;
                    menuHidden?: boolean;
                    /** @enum {integer} */
                    menuType?: 0 | 1 | 2;
                    microAppRoute?: string | null;
                    microAppUrl?: string | null;
                    name?: string;
                    nameEn?: string | null;
                    parentId?: string | null;
                    perms?: string | null;
                    /** @enum {string} */
                    permsType?: "1" | "2";
                    redirect?: string | null;
                    sortNo?: number;
                    /** @enum {string} */
                    status?: "0" | "1";
                    url?: string | null;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version?: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemPermissionEditPermissionRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    permissionId?: string;
                    ruleColumn?: string;
                    ruleConditions?: string;
                    ruleName?: string;
                    ruleValue?: string;
                    /** @enum {string} */
                    status?: "0" | "1";
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version?: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemPermissionGetPermRuleListByPermId: {
        parameters: {
            query: {
                permissionId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            permissionId?: string | null;
                            ruleColumn?: string | null;
                            ruleConditions?: string | null;
                            ruleName?: string | null;
                            ruleValue?: string | null;
                            status?: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemPermissionGetSystemMenuList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            alwaysShow?: boolean | null;
                            back?: string | null;
                            code?: string | null;
                            component?: string | null;
                            componentProps?: {
                                label?: string;
                                value?: string;
                            }[] | null;
                            groupCode?: string | null;
                            hasChildren: boolean;
                            hasRules?: boolean | null;
                            icon?: string | null;
                            id: string;
                            internalOrExternal?: boolean | null;
                            isKeepalive?: boolean | null;
                            key: string;
                            leaf: boolean;
                            menuHidden?: boolean | null;
                            menuType?: number | null;
                            microAppRoute?: string | null;
                            microAppUrl?: string | null;
                            name?: string | null;
                            nameEn?: string | null;
                            parentId?: string | null;
                            perms?: string | null;
                            permsType?: string | null;
                            redirect?: string | null;
                            sortNo?: number | null;
                            status?: string | null;
                            url?: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemPermissionGetSystemSubmenu: {
        parameters: {
            query: {
                parentId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            alwaysShow?: boolean | null;
                            back?: string | null;
                            code?: string | null;
                            component?: string | null;
                            componentProps?: {
                                label?: string;
                                value?: string;
                            }[] | null;
                            groupCode?: string | null;
                            hasChildren: boolean;
                            hasRules?: boolean | null;
                            icon?: string | null;
                            id: string;
                            internalOrExternal?: boolean | null;
                            isKeepalive?: boolean | null;
                            key: string;
                            leaf: boolean;
                            menuHidden?: boolean | null;
                            menuType?: number | null;
                            microAppRoute?: string | null;
                            microAppUrl?: string | null;
                            name?: string | null;
                            nameEn?: string | null;
                            parentId?: string | null;
                            perms?: string | null;
                            permsType?: string | null;
                            redirect?: string | null;
                            sortNo?: number | null;
                            status?: string | null;
                            url?: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemPermissionGetUserPermissionByToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            allAuth: {
                                action: string;
                                describe: string;
                                status: string;
                                type: string;
                            }[];
                            auth: {
                                action: string;
                                describe: string;
                                status: string;
                                type: string;
                            }[];
                            formOpenType: string;
                            menu: components["schemas"]["def-0"][];
                            portalType: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemPermissionHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemPermissionHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemPermissionList: {
        parameters: {
            query?: {
                back?: "0" | "1";
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: components["schemas"]["def-2"][];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemPermissionLoadAllRoleIds: {
        parameters: {
            query: {
                permissionId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: string[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemPermissionQueryDepartPermission: {
        parameters: {
            query: {
                departId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: string[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemPermissionQueryListAsync: {
        parameters: {
            query?: {
                pid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            alwaysShow?: boolean | null;
                            back?: string | null;
                            code?: string | null;
                            component?: string | null;
                            componentProps?: {
                                label?: string;
                                value?: string;
                            }[] | null;
                            groupCode?: string | null;
                            hasChildren: boolean;
                            hasRules?: boolean | null;
                            icon?: string | null;
                            id: string;
                            internalOrExternal?: boolean | null;
                            isKeepalive?: boolean | null;
                            key: string;
                            leaf: boolean;
                            menuHidden?: boolean | null;
                            menuType?: number | null;
                            microAppRoute?: string | null;
                            microAppUrl?: string | null;
                            name?: string | null;
                            nameEn?: string | null;
                            parentId?: string | null;
                            perms?: string | null;
                            permsType?: string | null;
                            redirect?: string | null;
                            sortNo?: number | null;
                            status?: string | null;
                            url?: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemPermissionQueryPermissionRule: {
        parameters: {
            query: {
                permissionId: string;
                ruleColumn?: string;
                ruleName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            permissionId?: string | null;
                            ruleColumn?: string | null;
                            ruleConditions?: string | null;
                            ruleName?: string | null;
                            ruleValue?: string | null;
                            status?: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemPermissionQueryRolePermission: {
        parameters: {
            query: {
                roleId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: string[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemPermissionQueryTreeList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            ids: string[];
                            treeList: components["schemas"]["def-3"][];
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemPermissionRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            code: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemPermissionSaveDepartPermission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    departId: string;
                    lastpermissionIds?: string | string[];
                    permissionIds: string | string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemPermissionSaveRolePermission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lastpermissionIds?: string | string[];
                    permissionIds: string | string[];
                    roleId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemPhoneLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    captcha: string;
                    mobile: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            departs: {
                                id: string;
                                orgCode: string;
                                orgName: string;
                                orgType: string;
                            }[];
                            isChange: boolean;
                            isFist: boolean;
                            multiDepart: boolean;
                            token: string;
                            userInfo: {
                                avatar: string;
                                backRoleFlg: string;
                                email: string;
                                id: string;
                                orgName: string;
                                phone: string;
                                realname: string;
                                realnameEn?: string;
                                username: string;
                            };
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemRandomImageByCheckKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                checkKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: string;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemRoleAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    back: "0" | "1";
                    description?: string | null;
                    descriptionEn?: string | null;
                    roleCode: string;
                    roleName: string;
                    roleNameEn?: string | null;
                    roleOrder?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version?: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemRoleCheckRoleCode: {
        parameters: {
            query: {
                id?: string;
                roleCode: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: boolean;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemRoleDatarule: {
        parameters: {
            query: {
                permissionId: string;
                roleId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            rules: {
                                id: string;
                                permissionId?: string | null;
                                ruleColumn?: string | null;
                                ruleConditions?: string | null;
                                ruleName?: string | null;
                                ruleValue?: string | null;
                                status?: string | null;
                                version: number;
                            }[];
                            selected: string[];
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemRoleDatarule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    permissionId: string;
                    roleId: string;
                    ruleIds: string | string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemRoleDelete: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemRoleDeleteBatch: {
        parameters: {
            query: {
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemRoleEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    back?: "0" | "1";
                    description?: string | null;
                    descriptionEn?: string | null;
                    id: string;
                    roleCode?: string;
                    roleName?: string;
                    roleNameEn?: string | null;
                    roleOrder?: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemRoleHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemRoleHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemRoleList: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                roleCode?: string;
                roleName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                back: string;
                                description?: string | null;
                                descriptionEn?: string | null;
                                id: string;
                                roleCode: string;
                                roleName: string;
                                roleNameEn?: string | null;
                                roleOrder?: number | null;
                                version: number;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemRoleQueryall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            back: string;
                            description?: string | null;
                            descriptionEn?: string | null;
                            id: string;
                            roleCode: string;
                            roleName: string;
                            roleNameEn?: string | null;
                            roleOrder?: number | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemRoleQueryById: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            back: string;
                            description?: string | null;
                            descriptionEn?: string | null;
                            id: string;
                            roleCode: string;
                            roleName: string;
                            roleNameEn?: string | null;
                            roleOrder?: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemRoleRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            code: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemSelectDepart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orgId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            userInfo: {
                                avatar: string;
                                backRoleFlg: string;
                                email: string;
                                id: string;
                                orgName: string;
                                phone: string;
                                realname: string;
                                realnameEn?: string;
                                username: string;
                            };
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: string;
                    smsmode: "0" | "1" | "2" | "3";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemSsoConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            casServerUrl: string | null;
                            clientId: string | null;
                            enabled: boolean;
                            hasClientSecret: boolean;
                            issuer: string | null;
                            matchClaim: string;
                            matchField: "username" | "email" | "phone";
                            providerName?: string | null;
                            provision: boolean;
                            provisionOrgId: string | null;
                            provisionRoleCode: string | null;
                            scopes: string;
                            ssoMode: "oauth2" | "cas";
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemSsoConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    casServerUrl: string | null;
                    clientId: string | null;
                    clientSecret?: string;
                    enabled: boolean;
                    issuer: string | null;
                    matchClaim: string;
                    matchField: "username" | "email" | "phone";
                    providerName?: string | null;
                    provision: boolean;
                    provisionOrgId: string | null;
                    provisionRoleCode: string | null;
                    scopes: string;
                    ssoMode: "oauth2" | "cas";
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            casServerUrl: string | null;
                            clientId: string | null;
                            enabled: boolean;
                            hasClientSecret: boolean;
                            issuer: string | null;
                            matchClaim: string;
                            matchField: "username" | "email" | "phone";
                            providerName?: string | null;
                            provision: boolean;
                            provisionOrgId: string | null;
                            provisionRoleCode: string | null;
                            scopes: string;
                            ssoMode: "oauth2" | "cas";
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemSsoLogoutUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            logoutUrl: string | null;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemSsoOptions: {
        parameters: {
            query?: {
                tenant?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            casServerUrl: string | null;
                            providerName: string | null;
                            ssoMode: string | null;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemSysAnnouncementSendEditByAnntIdAndUserId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    anntId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemSysAnnouncementSendGetMyAnnouncementSend: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                readFlag?: "0" | "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                anntId: string;
                                msgCategory: string;
                                msgContent: string | null;
                                priority: string;
                                readFlag: string;
                                sender: string | null;
                                sendTime: string | null;
                                titile: string;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemSysAnnouncementSendReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            count: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemSysconfigEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    configCode: string;
                    configValue: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            configCode: string;
                            configValue: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemSysconfigHistory: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemSysconfigHistoryVersion: {
        parameters: {
            query: {
                code: string;
                version: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            changes: {
                                after?: unknown;
                                before?: unknown;
                                kind: string;
                                path: string;
                            }[];
                            content: {
                                [key: string]: unknown;
                            };
                            currentVersion: number | null;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemSysconfigList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            configCode: string;
                            configValue: string | null;
                            description: string | null;
                            descriptionEn?: string;
                            id: string;
                            version: number;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemSysconfigQuerySysConfigByCodeList: {
        parameters: {
            query: {
                codes: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            configCode: string;
                            configValue: string | null;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemSysconfigRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fromVersion: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            code: string;
                            version: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemSysCustomGetCustomVaueByTypeAndDataId: {
        parameters: {
            query: {
                dataId: string;
                type: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            content: string | null;
                            dataId: string;
                            type: string;
                        } | null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemSysCustomSaveCustomWithDataId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: unknown;
                    dataId: string;
                    type: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemSysDepartPermissionQueryDeptRolePermission: {
        parameters: {
            query: {
                roleId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: string[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemSysDepartPermissionQueryTreeListForDeptRole: {
        parameters: {
            query: {
                departId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            ids: string[];
                            treeList: components["schemas"]["def-3"][];
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemSysDepartPermissionSaveDeptRolePermission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lastpermissionIds?: string | string[];
                    permissionIds: string | string[];
                    roleId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemThirdLoginAuthorize: {
        parameters: {
            query: {
                redirectUri: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            url: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemThirdLoginBind: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    iss?: string;
                    state: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            createdAt: string;
                            id: string;
                            issuer: string;
                            subject: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemThirdLoginBindings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            createdAt: string;
                            id: string;
                            issuer: string;
                            subject: string;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemThirdLoginBindingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemUserAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    avatar?: string | null;
                    birthday?: string | null;
                    confirmPassword: string;
                    email?: string | null;
                    isRealUser?: boolean;
                    mainDepartId?: string | null;
                    password: string;
                    phone?: string | null;
                    realname: string;
                    selectedDeparts?: string | string[];
                    selectedJob?: string | string[];
                    selectedRole?: string | string[];
                    sex?: number | null;
                    /** @enum {integer} */
                    status?: 1 | 2;
                    telephone?: string | null;
                    username: string;
                    userNum?: string | null;
                    userOrder?: number;
                    userSecret?: string | null;
                    version?: number;
                    workNo?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version?: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemUserAddJM: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    avatar?: string | null;
                    birthday?: string | null;
                    confirmPassword: string;
                    email?: string | null;
                    isRealUser?: boolean;
                    mainDepartId?: string | null;
                    password: string;
                    phone?: string | null;
                    realname: string;
                    selectedDeparts?: string | string[];
                    selectedJob?: string | string[];
                    selectedRole?: string | string[];
                    sex?: number | null;
                    /** @enum {integer} */
                    status?: 1 | 2;
                    telephone?: string | null;
                    username: string;
                    userNum?: string | null;
                    userOrder?: number;
                    userSecret?: string | null;
                    version?: number;
                    workNo?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version?: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemUserApprove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    approve: boolean;
                    ids: string | string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemUserChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmpassword: string;
                    oldpassword: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemUserCheckOnlyUser: {
        parameters: {
            query?: {
                email?: string;
                id?: string;
                phone?: string;
                username?: string;
                workNo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: boolean;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemUserDelete: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemUserDeleteBatch: {
        parameters: {
            query: {
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSystemUserDeleteRecycleBin: {
        parameters: {
            query: {
                userIds: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemUserEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    avatar?: string | null;
                    birthday?: string | null;
                    confirmPassword?: string;
                    email?: string | null;
                    id: string;
                    isRealUser?: boolean;
                    mainDepartId?: string | null;
                    password?: string;
                    phone?: string | null;
                    realname?: string;
                    selectedDeparts?: string | string[];
                    selectedJob?: string | string[];
                    selectedRole?: string | string[];
                    sex?: number | null;
                    /** @enum {integer} */
                    status?: 1 | 2;
                    telephone?: string | null;
                    username?: string;
                    userNum?: string | null;
                    userOrder?: number;
                    userSecret?: string | null;
                    version: number;
                    workNo?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version?: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemUserEditJM: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    avatar?: string | null;
                    birthday?: string | null;
                    confirmPassword?: string;
                    email?: string | null;
                    id: string;
                    isRealUser?: boolean;
                    mainDepartId?: string | null;
                    password?: string;
                    phone?: string | null;
                    realname?: string;
                    selectedDeparts?: string | string[];
                    selectedJob?: string | string[];
                    selectedRole?: string | string[];
                    sex?: number | null;
                    /** @enum {integer} */
                    status?: 1 | 2;
                    telephone?: string | null;
                    username?: string;
                    userNum?: string | null;
                    userOrder?: number;
                    userSecret?: string | null;
                    version: number;
                    workNo?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            version?: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemUserFrozenBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string | string[];
                    /** @enum {integer} */
                    status: 1 | 2;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemUserList: {
        parameters: {
            query?: {
                departId?: string;
                email?: string;
                pageNo?: number;
                pageSize?: number;
                phone?: string;
                realname?: string;
                roleId?: string;
                sex?: number;
                status?: number;
                username?: string;
                workNo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                avatar?: string | null;
                                birthday?: string | null;
                                createdAt?: string | null;
                                delFlag?: number | null;
                                departNames?: string | null;
                                email?: string | null;
                                id?: string | null;
                                isRealUser?: boolean | null;
                                lastLoginAt?: string | null;
                                majarDepName?: string | null;
                                phone?: string | null;
                                realname?: string | null;
                                realnameEn?: string | null;
                                sex?: number | null;
                                status?: number | null;
                                telephone?: string | null;
                                updatedAt?: string | null;
                                username?: string | null;
                                userNum?: string | null;
                                userOrder?: number | null;
                                userSecret?: string | null;
                                version?: number | null;
                                workNo?: string | null;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemUserPendingList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            createTime: string;
                            email: string | null;
                            id: string;
                            phone: string | null;
                            realname: string;
                            username: string;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemUserPutRecycleBin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIds: string | string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemUserQueryById: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            avatar?: string | null;
                            birthday?: string | null;
                            createdAt?: string | null;
                            delFlag?: number | null;
                            departNames?: string | null;
                            email?: string | null;
                            id?: string | null;
                            isRealUser?: boolean | null;
                            lastLoginAt?: string | null;
                            mainDepartId?: string | null;
                            majarDepName?: string | null;
                            phone?: string | null;
                            realname?: string | null;
                            realnameEn?: string | null;
                            selectedDeparts?: string[] | null;
                            selectedJob?: string[] | null;
                            selectedRole?: string[] | null;
                            sex?: number | null;
                            status?: number | null;
                            telephone?: string | null;
                            updatedAt?: string | null;
                            username?: string | null;
                            userNum?: string | null;
                            userOrder?: number | null;
                            userSecret?: string | null;
                            version?: number | null;
                            workNo?: string | null;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemUserQueryUserByDepId: {
        parameters: {
            query: {
                id: string;
                realname?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            email?: string | null;
                            id?: string | null;
                            phone?: string | null;
                            realname?: string | null;
                            status?: number | null;
                            username?: string | null;
                            workNo?: string | null;
                        }[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemUserQueryUserRelation: {
        parameters: {
            query: {
                userId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            departs: {
                                id: string;
                                isCurrent: boolean;
                                isMain: boolean;
                                orgCode: string;
                                orgName: string;
                                orgType: string;
                            }[];
                            jobs: {
                                id?: string | null;
                                jobCode?: string | null;
                                jobName?: string | null;
                            }[];
                            roles: {
                                back?: string | null;
                                departId?: string | null;
                                id?: string | null;
                                roleCode?: string | null;
                                roleName?: string | null;
                                roleNameEn?: string | null;
                            }[];
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemUserQueryUserRole: {
        parameters: {
            query: {
                userid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: string[];
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemUserRecycleBin: {
        parameters: {
            query?: {
                departId?: string;
                email?: string;
                pageNo?: number;
                pageSize?: number;
                phone?: string;
                realname?: string;
                roleId?: string;
                sex?: number;
                status?: number;
                username?: string;
                workNo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            current: number;
                            pages?: number;
                            records: {
                                avatar?: string | null;
                                birthday?: string | null;
                                createdAt?: string | null;
                                delFlag?: number | null;
                                departNames?: string | null;
                                email?: string | null;
                                id?: string | null;
                                isRealUser?: boolean | null;
                                lastLoginAt?: string | null;
                                majarDepName?: string | null;
                                phone?: string | null;
                                realname?: string | null;
                                realnameEn?: string | null;
                                sex?: number | null;
                                status?: number | null;
                                telephone?: string | null;
                                updatedAt?: string | null;
                                username?: string | null;
                                userNum?: string | null;
                                userOrder?: number | null;
                                userSecret?: string | null;
                                version?: number | null;
                                workNo?: string | null;
                            }[];
                            size: number;
                            total: number;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    postSystemUserRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmPassword: string;
                    email?: string;
                    enterpriseCode?: string;
                    inviteToken?: string;
                    password: string;
                    phone: string;
                    realname: string;
                    smsCode: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            pending: boolean;
                            username: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    putSystemUserResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmpassword: string;
                    id: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: null;
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getSystemUserTransportKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            algorithm: string;
                            hash: string;
                            publicKey: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getUserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            avatar: string;
                            backRoleFlg: string;
                            email: string;
                            id: string;
                            orgName: string;
                            phone: string;
                            realname: string;
                            realnameEn?: string;
                            username: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    getThirdLoginGetLoginUserById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        result: {
                            id: string;
                            issuer: string;
                            realname: string;
                            subject: string;
                            username: string;
                        };
                        success: boolean;
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
}

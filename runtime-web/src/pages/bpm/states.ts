// How a process instance is shown wherever it is listed: its state's tag colour, and the columns every instance list
// starts with (title, template, state).
import { createElement } from 'react';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ProcessInstanceState } from '../../renderers/engine.ts';

export const INSTANCE_STATE_COLORS: Record<ProcessInstanceState, string> = { ACTIVE: 'processing', COMPLETED: 'success', SUSPENDED: 'warning' };

/** Title, template key and state: the first columns of an instance list. */
export const instanceColumns = (t: TFunction) => [
  { title: t('bpm.task.taskTitle'), dataIndex: 'businessTitle' },
  { title: t('bpm.template.key'), dataIndex: 'templateKey' },
  {
    title: t('bpm.instance.state'), dataIndex: 'processInstanceState',
    render: (state: ProcessInstanceState) => createElement(Tag, { color: INSTANCE_STATE_COLORS[state] }, t(`bpm.instance.state.${state}`)),
  },
];

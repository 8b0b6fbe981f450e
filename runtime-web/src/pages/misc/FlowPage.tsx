// /flow/{func}/{id}: the process page — `task/{taskId}` handles a task, `instance/{instanceId}` looks at an instance,
// `start/{key}` starts a process of the template.
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ProcessStart } from '../bpm/ProcessStart.tsx';
import { ProcessView } from '../bpm/ProcessView.tsx';
import { StandalonePage } from './StandalonePage.tsx';

export default function FlowPage() {
  const { t } = useTranslation();
  const { func = '', id = '' } = useParams();
  return (
    <StandalonePage title={t('flow.title')}>
      {func === 'task' ? <ProcessView key={id} taskId={id} />
        : func === 'instance' ? <ProcessView key={id} instanceId={id} />
          : func === 'start' ? <ProcessStart key={id} processId={id} />
            : <Result status="404" title={t('flow.text', { func, id })} data-testid="flow-unknown" />}
    </StandalonePage>
  );
}

// /flow/{func}/{id}: the process page — `task/{taskId}` handles a task, `instance/{instanceId}` looks at an instance,
// `start/{key}` starts a process of the template, `print/{instanceId}` prints an instance's form with its circulation.
// Framed by the layout the user works in (header, menu; `framed`), or stand-alone for a user without any; either way
// with a way back to where the user came from.
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { goBack } from '../../router/back.ts';
import { useIsMobile } from '../../store/device.ts';
import { ProcessPrint } from '../bpm/ProcessPrint.tsx';
import { ProcessStart } from '../bpm/ProcessStart.tsx';
import { ProcessView } from '../bpm/ProcessView.tsx';
import { StandalonePage } from './StandalonePage.tsx';

function FlowContent() {
  const { t } = useTranslation();
  const { func = '', id = '' } = useParams();
  return func === 'task' ? <ProcessView key={id} taskId={id} />
    : func === 'instance' ? <ProcessView key={id} instanceId={id} />
      : func === 'start' ? <ProcessStart key={id} processId={id} />
        : func === 'print' ? <ProcessPrint key={id} instanceId={id} />
          : <Result status="404" title={t('flow.text', { func, id })} data-testid="flow-unknown" />;
}

function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // On a touch screen a large button (40 px), in reach of a thumb.
  const size = useIsMobile() ? 'large' : 'middle';
  return (
    <Button icon={<ArrowLeftOutlined />} size={size} data-testid="flow-back" onClick={() => goBack(navigate, location)}>
      {t('common.back')}
    </Button>
  );
}

export default function FlowPage({ framed = false }: { framed?: boolean }) {
  const { t } = useTranslation();
  if (!framed) {
    return (
      <StandalonePage title={t('flow.title')} extra={<BackButton />}>
        <FlowContent />
      </StandalonePage>
    );
  }
  return (
    <Card title={<h1 style={{ fontSize: 'inherit', fontWeight: 'inherit', margin: 0 }}>{t('flow.title')}</h1>} extra={<BackButton />} data-testid="flow-frame">
      <FlowContent />
    </Card>
  );
}

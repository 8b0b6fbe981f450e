// /flow/{func}/{id}: the process page; its content arrives with the process issue.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StandalonePage } from './StandalonePage.tsx';

export default function FlowPage() {
  const { t } = useTranslation();
  const { func = '', id = '' } = useParams();
  return (
    <StandalonePage title={t('flow.title')}>
      <p data-testid="flow-page">{t('flow.text', { func, id })}</p>
    </StandalonePage>
  );
}

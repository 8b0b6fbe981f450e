// /view/redirect/city: the city switch redirect page (its target arrives with the view issue).
import { useTranslation } from 'react-i18next';
import { StandalonePage } from './StandalonePage.tsx';

export default function CityRedirectPage() {
  const { t } = useTranslation();
  return (
    <StandalonePage title={t('city.title')}>
      <p>{t('city.text')}</p>
    </StandalonePage>
  );
}

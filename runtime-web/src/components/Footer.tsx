// Footer with the copyright and the filing/registration notice, on every route except login (spec §2).
import { useTranslation } from 'react-i18next';
import { FILING_NOTICE } from '../config.ts';
import { useBranding } from '../store/branding.ts';

export function Footer() {
  const { t } = useTranslation();
  const { fullName } = useBranding();
  return (
    <footer data-testid="global-footer" style={{ textAlign: 'center', padding: 16, color: 'rgba(0,0,0,0.58)', fontSize: 13, lineHeight: 1.8 }}>
      <div>{t('footer.copyright', { year: new Date().getFullYear(), name: fullName })}</div>
      {FILING_NOTICE && (
        <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer" style={{ color: 'inherit' }}>
          {FILING_NOTICE}
        </a>
      )}
    </footer>
  );
}

// Switches the interface language (login page and header); plain buttons, no antd needed.
import { useTranslation } from 'react-i18next';
import type { Language } from '../engine.ts';
import { LANGUAGE_OPTIONS, setLanguage } from '../i18n/language.ts';
import '../styles/language-switch.css';

export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  const current: Language = i18n.language === 'en_US' ? 'en_US' : 'zh_CN';
  return (
    <div className="yc-lang" role="group" aria-label={t('common.language')} data-testid="language-switch">
      {LANGUAGE_OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          title={option.label}
          // Each language is named in itself (marked, for readers and for the no-other-language checks).
          lang={option.value === 'zh_CN' ? 'zh-CN' : 'en'}
          aria-pressed={option.value === current}
          className={option.value === current ? 'yc-lang-on' : undefined}
          onClick={() => void setLanguage(option.value)}
        >
          {option.short}
        </button>
      ))}
    </div>
  );
}

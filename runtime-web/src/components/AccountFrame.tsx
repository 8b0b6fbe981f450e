// The card of the login and account pages: language switch, brand, content. Plain HTML and CSS.
import type { CSSProperties, ReactNode } from 'react';
import { useSettings } from '../store/settings.ts';
import { BrandMark } from './BrandMark.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import '../styles/account.css';

export function AccountFrame({ subtitle, brandSize = 32, children }: { subtitle?: string; brandSize?: number; children: ReactNode }) {
  const { primaryColor } = useSettings();
  return (
    <div className="yc-account" style={{ '--yc-primary': primaryColor } as CSSProperties}>
      <div className="yc-account-lang">
        <LanguageSwitch />
      </div>
      <main className="yc-account-box">
        <header className="yc-account-header">
          <BrandMark size={brandSize} />
          {subtitle && <p className="yc-account-subtitle">{subtitle}</p>}
        </header>
        {children}
      </main>
    </div>
  );
}

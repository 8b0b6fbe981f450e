// Light form controls of the login page: no antd here, so that the page loads and paints fast.
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';

export function Field({ icon, error, children, extra }: { icon: ReactNode; error?: string | undefined; children: ReactNode; extra?: ReactNode }) {
  return (
    <div className="yc-field">
      <div className="yc-field-row">
        <label className={`yc-input${error ? ' yc-input-error' : ''}`}>
          <span className="yc-input-icon" aria-hidden="true">
            {icon}
          </span>
          {children}
        </label>
        {extra}
      </div>
      <div className="yc-field-error" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

export function PasswordInput({ showLabel, hideLabel, ...props }: InputHTMLAttributes<HTMLInputElement> & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <input {...props} type={visible ? 'text' : 'password'} />
      <button type="button" className="yc-input-eye" aria-label={visible ? hideLabel : showLabel} onClick={() => setVisible((v) => !v)}>
        <Icon path={visible ? EYE : EYE_OFF} />
      </button>
    </>
  );
}

export function SubmitButton({ busy, children, testId }: { busy: boolean; children: ReactNode; testId?: string }) {
  return (
    <button type="submit" className="yc-btn-primary" disabled={busy} aria-busy={busy} data-testid={testId}>
      {busy && <span className="yc-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** Outline icons (24×24 paths) so the page needs no icon library. */
export function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}

export const USER = 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z';
export const LOCK = 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4';
export const SHIELD = 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z';
export const PHONE = 'M7 2h10v20H7zM11 18h2';
export const MAIL = 'M3 5h18v14H3zM3 5l9 8 9-8';
const EYE = 'M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';
const EYE_OFF = 'M17.9 17.9A10 10 0 0 1 12 20c-7 0-11-8-11-8a18 18 0 0 1 5.1-5.9M9.9 4.2A9 9 0 0 1 12 4c7 0 11 8 11 8a18 18 0 0 1-2.2 3.2M1 1l22 22';

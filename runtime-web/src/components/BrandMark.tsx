// Logo and platform name from the system configuration (project-logo-url, project-full-name).
import { useBranding } from '../store/branding.ts';

export function BrandMark({ size = 32, collapsed = false, color }: { size?: number; collapsed?: boolean; color?: string }) {
  const { fullName, simpleName, logoUrl } = useBranding();
  const name = collapsed ? '' : fullName || simpleName;
  return (
    <span className="yc-brand" style={{ display: 'inline-flex', alignItems: 'center', gap: 10, color, maxWidth: '100%', minWidth: 0 }}>
      {logoUrl ? (
        <img src={logoUrl} alt={simpleName} width={size} height={size} style={{ objectFit: 'contain', flexShrink: 0 }} />
      ) : (
        <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" style={{ flexShrink: 0 }}>
          <rect width="32" height="32" rx="8" fill="#2F54EB" />
          <path d="M8 21c2-6 6-9 8-9s6 3 8 9" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
          <circle cx="16" cy="10" r="2.5" fill="#fff" />
        </svg>
      )}
      {name && (
        // A name wider than its place (the sider's 208 px) ends in an ellipsis, the whole of it in the tooltip.
        <span title={name} style={{ fontSize: size >= 40 ? 22 : 17, fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {name}
        </span>
      )}
    </span>
  );
}

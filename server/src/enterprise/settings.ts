// Settings of issue #34 items 4 and 5 (read by loadConfig into ServerConfig.enterprise):
// - PLATFORM_OPERATORS: accounts of the default enterprise (comma-separated) that manage all enterprises.
// - MAIL_SMTP_URL (smtp://user:pass@host:port, or smtps://), MAIL_FROM: the mail server of password reset mails;
//   without MAIL_SMTP_URL no mail is sent and reset is by phone code only.
// - PUBLIC_URL: the console's address that reset links start with (never taken from a request's Host header).
// - PASSWORD_RESET_TTL_MINUTES: how long a reset link works (30 by default); a link works once.
export interface EnterpriseSettings {
  platformOperators: readonly string[];
  mail: { smtpUrl?: string; from: string };
  publicUrl?: string;
  resetTtlMinutes: number;
}

export function enterpriseSettings(env: NodeJS.ProcessEnv): EnterpriseSettings {
  const ttl = Number.parseInt(env.PASSWORD_RESET_TTL_MINUTES ?? '', 10);
  return {
    platformOperators: (env.PLATFORM_OPERATORS ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean),
    mail: { smtpUrl: env.MAIL_SMTP_URL || undefined, from: env.MAIL_FROM || 'no-reply@localhost' },
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    resetTtlMinutes: Number.isInteger(ttl) && ttl > 0 ? ttl : 30,
  };
}

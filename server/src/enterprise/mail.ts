// Mail through the configured SMTP server (MAIL_SMTP_URL, nodemailer): one transport per server instance's settings.
import type { Transporter } from 'nodemailer';
import type { EnterpriseSettings } from './settings.ts';

const transports = new Map<string, Transporter>();

/** Whether mail can be sent at all. */
export const mailConfigured = (settings: EnterpriseSettings): boolean => Boolean(settings.mail.smtpUrl);

/** Sends one mail: `text` is its plain-text body, or its HTML body when `html` (a single HTML part). */
export async function sendMail(settings: EnterpriseSettings, to: string, subject: string, text: string, html = false): Promise<void> {
  const url = settings.mail.smtpUrl;
  if (!url) throw new Error('MAIL_SMTP_URL is not set');
  let transport = transports.get(url);
  if (!transport) {
    // Loaded by the first mail sent (~15 MB resident that a platform sending none never holds).
    const { default: nodemailer } = await import('nodemailer');
    transports.set(url, (transport = nodemailer.createTransport(url)));
  }
  await transport.sendMail({ from: settings.mail.from, to, subject, ...(html ? { html: text } : { text }) });
}

// An SMTP server in the test process (smtp-server): it keeps every message it receives, decoded, so a test reads the
// mail the platform sent (a password reset link) without any outside service.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface Mailbox {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** The body of a single-part message, undone of its transfer encoding (quoted-printable or base64). */
function decodeBody(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  const subject = /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '';
  if (encoding === 'base64') return { subject, text: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    return { subject, text: decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25')) };
  }
  return { subject, text: body };
}

/** `refuse`: recipients the server answers 550 (a mail that cannot be delivered). */
export async function openMailbox(options: { refuse?: (address: string) => boolean } = {}): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
    onRcptTo(address, _session, callback) {
      callback(options.refuse?.(address.address) ? Object.assign(new Error('No such mailbox'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), ...decodeBody(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

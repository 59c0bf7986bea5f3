import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Sends mail; `null` where no SMTP_URL is configured (nothing is sent, nothing fails). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * A nodemailer SMTP transport from SMTP_URL ('smtp://user:pass@host:587', 'smtps://…:465'; nodemailer's
 * URL options such as ?tls.rejectUnauthorized=false apply). Timeouts are short: a notification that
 * cannot be handed over in seconds is logged and dropped, never held for minutes.
 */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer | null {
  if (!smtpUrl) return null;
  const options: SMTPTransport.Options = {
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
  const transport: Transporter = nodemailer.createTransport(options);
  return {
    async send({ to, subject, text, replyTo }) {
      await transport.sendMail({ from, to, subject: oneLine(subject), text, replyTo });
    },
    close() {
      transport.close();
    },
  };
}

/** A header value on one line: a visitor's name must not start a header of its own. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t\u0000-\u001f\u007f]+/g, ' ').trim();
}

import type { Mailer } from '../../shared/mailer';
import type { ContactMessage } from './contact-message.entity';

/**
 * Emails the company (the email in the site settings) about each new contact message, when mail is
 * configured (SMTP_URL). It runs after the message is stored and is never awaited by the request:
 * a slow or refusing mail server costs the visitor nothing, and the failure is logged. The message
 * is in the admin's inbox either way (docs/decisions/032-contact-inbox-and-notifications.md).
 */
export class ContactNotifier {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer | null,
    private readonly companyEmail: () => Promise<string>,
    private readonly publicUrl: string | undefined,
  ) {}

  get enabled(): boolean {
    return this.mailer !== null;
  }

  /** Starts sending and returns at once. */
  notify(message: ContactMessage): void {
    if (!this.mailer) return;
    const sending = this.send(this.mailer, message)
      .catch((error: unknown) => {
        console.error(
          `Contact message ${message.id} is stored, but its notification email failed:`,
          error instanceof Error ? error.message : error,
        );
      })
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /** Resolves when every notification started so far has been sent or has failed (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  close(): void {
    this.mailer?.close();
  }

  private async send(mailer: Mailer, message: ContactMessage): Promise<void> {
    const inbox = this.publicUrl ? `\n\nRead and answer it in the admin area: ${this.publicUrl}/admin/contacts` : '';
    await mailer.send({
      to: await this.companyEmail(),
      replyTo: message.email,
      subject: `New contact message from ${message.name}`,
      text: `${message.name} <${message.email}> wrote on ${message.submittedAt.toISOString()}:\n\n${message.message}${inbox}\n`,
    });
  }
}

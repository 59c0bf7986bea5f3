import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { Brackets, IsNull, type DataSource, type Repository } from 'typeorm';
import { DEFAULT_CONTACT_RATE_LIMIT, type Config } from '../../config';
import { isUuid } from '../../shared/base-record';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../shared/errors';
import type { ImageStore } from '../../shared/images';
import { pageOptions, type PaginationArgs } from '../../shared/pagination';
import { consumeOrRefuse, memoryRateLimiters, type RateLimiterFactory } from '../../shared/rate-limit';
import { hasInvalidCharacters, INVALID_CHARACTERS_MESSAGE, validateInput } from '../../shared/validation';
import { requireRole, type Viewer } from '../../shared/viewer';
import { toCsv } from '../../shared/csv';
import { ContactMessage } from './contact-message.entity';
import { SubmitContactMessageInput } from './contact-message.inputs';
import { ContactNotifier } from './contact-notifier';

/** The inbox's search box: a few words are plenty, and LIKE patterns stay cheap. */
export const MAX_SEARCH_LENGTH = 200;

export interface ContactListOptions extends PaginationArgs {
  /** Words found in the name, the email or the message (case-insensitive). */
  search?: string | null;
}

/** The login limit's wording (SPEC style) for the contact form: 'Too many messages. Please try again in N minute(s).' */
export class TooManyMessagesError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = `Too many messages. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`;
  }
}

/**
 * Contact submissions: anyone may send one, only the admin reads or deletes them.
 * Not a RecordService: its public list/get would hand these private messages to anyone.
 */
export class ContactMessageService {
  /** The REST contract's name: 'Contact not found', 'Contact deleted successfully'. */
  readonly entityName = 'Contact';
  private readonly repo: Repository<ContactMessage>;
  /** Messages per client address, counted by both doors alike. */
  private readonly messagesByAddress: RateLimiterAbstract;

  /** Takes the image store like every service (see services.ts) though messages carry no files. */
  constructor(
    dataSource: DataSource,
    _images: ImageStore,
    rateLimit: Config['contactRateLimit'] = DEFAULT_CONTACT_RATE_LIMIT,
    rateLimiters: RateLimiterFactory = memoryRateLimiters,
    /** Emails the company about each new message when SMTP_URL is set; silent otherwise. */
    readonly notifier: ContactNotifier = new ContactNotifier(null, async () => '', undefined),
    /** Counts a stored message as its visitor's conversion (modules/analytics), with the request's headers. */
    private readonly conversions?: { contactSent(address: string, headers: IncomingHttpHeaders): void },
  ) {
    this.repo = dataSource.getRepository(ContactMessage);
    this.messagesByAddress = rateLimiters({
      keyPrefix: 'contact_message_ip',
      points: rateLimit.maxMessages,
      durationSeconds: rateLimit.windowSeconds,
    });
  }

  /**
   * Public (SPEC §6: visitors send contact messages). A valid message counts against its sender's
   * address (an invalid one stores nothing and does not). When the honeypot is filled the answer
   * looks like any success, so the bot learns nothing, but nothing is stored. With the request's `headers`, a
   * stored message counts as its visitor's conversion (analytics, unless Do Not Track or a bot).
   */
  async submit(viewer: Viewer, input: SubmitContactMessageInput, headers?: IncomingHttpHeaders): Promise<ContactMessage> {
    const trapped = isFilled(input.website);
    const values = await validateInput(SubmitContactMessageInput, input);
    await this.countMessage(viewer.ip);
    if (trapped) {
      const now = new Date();
      // Every field a stored message has (unread, first version), so the answer cannot tell the two apart.
      const fields = { id: randomUUID(), submittedAt: now, createdAt: now, updatedAt: now, readAt: null, version: 1 };
      return this.repo.create({ ...values, ...fields });
    }
    const stored = await this.repo.save(this.repo.create(values));
    // Stored first: the email is a courtesy, the inbox is the record.
    this.notifier.notify(stored);
    // The share of visits that send a message (docs/decisions/070): headers tell the visitor's hash and opt-outs.
    if (headers) this.conversions?.contactSent(viewer.ip, headers);
    return stored;
  }

  /** Newest submission first (REST-CONTRACT: contact by submittedAt desc), optionally only those matching `search`. */
  async list(viewer: Viewer, options: ContactListOptions = {}): Promise<ContactMessage[]> {
    requireRole(viewer, 'editor');
    const { skip, take } = pageOptions(options);
    return this.matching(options.search)
      .orderBy('message.submittedAt', 'DESC')
      .addOrderBy('message.id', 'DESC')
      .skip(skip)
      .take(take)
      .getMany();
  }

  /** Messages the admin has not opened yet (the Contacts tab's count). */
  async unreadCount(viewer: Viewer): Promise<number> {
    requireRole(viewer, 'editor');
    return this.repo.countBy({ readAt: IsNull() });
  }

  /** Marks a message read (keeping when it was first read) or unread again. */
  async markRead(viewer: Viewer, id: string, read = true): Promise<ContactMessage> {
    requireRole(viewer, 'editor');
    const message = isUuid(id) ? await this.repo.findOneBy({ id }) : null;
    if (!message) throw new NotFoundError(this.entityName);
    const readAt = read ? (message.readAt ?? new Date()) : null;
    if (readAt === message.readAt) return message;
    message.readAt = readAt;
    return this.repo.save(message);
  }

  /**
   * Every message matching `search`, newest first, as CSV for a spreadsheet (RFC 4180 quoting; cells
   * that a spreadsheet would run as a formula are neutralised, see shared/csv.ts).
   */
  async exportCsv(viewer: Viewer, search?: string | null): Promise<string> {
    requireRole(viewer, 'editor');
    const messages = await this.matching(search)
      .orderBy('message.submittedAt', 'DESC')
      .addOrderBy('message.id', 'DESC')
      .getMany();
    return toCsv(
      ['Submitted At', 'Name', 'Email', 'Message', 'Read At'],
      messages.map((m) => [m.submittedAt.toISOString(), m.name, m.email, m.message, m.readAt ? m.readAt.toISOString() : '']),
    );
  }

  private matching(search: string | null | undefined) {
    const query = this.repo.createQueryBuilder('message');
    const text = typeof search === 'string' ? search.trim() : '';
    if (text.length > MAX_SEARCH_LENGTH)
      throw ValidationError.single('search', `Search must be at most ${MAX_SEARCH_LENGTH} characters`);
    if (hasInvalidCharacters(text)) throw ValidationError.single('search', INVALID_CHARACTERS_MESSAGE);
    // Every word must appear somewhere: 'imran clinic' finds Imran's message about clinics.
    text
      .split(/\s+/)
      .filter(Boolean)
      .forEach((word, index) => {
        const param = `word${index}`;
        query.andWhere(
          new Brackets((either) =>
            either
              .where(`message.name ILIKE :${param}`)
              .orWhere(`message.email ILIKE :${param}`)
              .orWhere(`message.message ILIKE :${param}`),
          ),
          { [param]: `%${escapeLike(word)}%` },
        );
      });
    return query;
  }

  async delete(viewer: Viewer, id: string): Promise<ContactMessage> {
    requireRole(viewer, 'editor');
    const message = isUuid(id) ? await this.repo.findOneBy({ id }) : null;
    if (!message) throw new NotFoundError(this.entityName);
    await this.repo.remove(message);
    // remove() clears the id; the caller still wants to say which message went.
    message.id = id;
    return message;
  }

  private async countMessage(address: string): Promise<void> {
    await consumeOrRefuse(this.messagesByAddress, address, (seconds) => new TooManyMessagesError(seconds));
  }
}

/** Any value at all in the honeypot: a bot may send a number or a list through the REST door. */
function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** LIKE's own wildcards taken literally: a search for '50%' finds '50%', not everything after '50'. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

import { randomUUID } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DataSource, Repository } from 'typeorm';
import { DEFAULT_CONTACT_RATE_LIMIT, type Config } from '../../config';
import { isUuid } from '../../shared/base-record';
import { NotFoundError, TooManyRequestsError } from '../../shared/errors';
import type { ImageStore } from '../../shared/images';
import { pageOptions, type PaginationArgs } from '../../shared/pagination';
import { memoryRateLimiters, type RateLimiterFactory } from '../../shared/rate-limit';
import { validateInput } from '../../shared/validation';
import { requireAdmin, type Viewer } from '../../shared/viewer';
import { ContactMessage } from './contact-message.entity';
import { SubmitContactMessageInput } from './contact-message.inputs';

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
   * looks like any success, so the bot learns nothing, but nothing is stored.
   */
  async submit(viewer: Viewer, input: SubmitContactMessageInput): Promise<ContactMessage> {
    const trapped = isFilled(input.website);
    const values = await validateInput(SubmitContactMessageInput, input);
    await this.countMessage(viewer.ip);
    if (trapped) {
      const now = new Date();
      return this.repo.create({ ...values, id: randomUUID(), submittedAt: now, createdAt: now, updatedAt: now });
    }
    return this.repo.save(this.repo.create(values));
  }

  /** Newest submission first (REST-CONTRACT: contact by submittedAt desc). */
  async list(viewer: Viewer, page?: PaginationArgs): Promise<ContactMessage[]> {
    requireAdmin(viewer);
    return this.repo.find({ order: { submittedAt: 'DESC', id: 'DESC' }, ...pageOptions(page) });
  }

  async delete(viewer: Viewer, id: string): Promise<ContactMessage> {
    requireAdmin(viewer);
    const message = isUuid(id) ? await this.repo.findOneBy({ id }) : null;
    if (!message) throw new NotFoundError(this.entityName);
    await this.repo.remove(message);
    // remove() clears the id; the caller still wants to say which message went.
    message.id = id;
    return message;
  }

  private async countMessage(address: string): Promise<void> {
    try {
      await this.messagesByAddress.consume(address);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new TooManyMessagesError(error.msBeforeNext / 1000);
      throw error;
    }
  }
}

/** Any value at all in the honeypot: a bot may send a number or a list through the REST door. */
function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

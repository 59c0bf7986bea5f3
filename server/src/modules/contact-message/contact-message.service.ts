import type { DataSource, Repository } from 'typeorm';
import { isUuid } from '../../shared/base-record';
import { NotFoundError } from '../../shared/errors';
import type { ImageStore } from '../../shared/images';
import { pageOptions, type PaginationArgs } from '../../shared/pagination';
import { validateInput } from '../../shared/validation';
import { requireAdmin, type Viewer } from '../../shared/viewer';
import { ContactMessage } from './contact-message.entity';
import { SubmitContactMessageInput } from './contact-message.inputs';

/**
 * Contact submissions: anyone may send one, only the admin reads or deletes them.
 * Not a RecordService: its public list/get would hand these private messages to anyone.
 */
export class ContactMessageService {
  /** The REST contract's name: 'Contact not found', 'Contact deleted successfully'. */
  readonly entityName = 'Contact';
  private readonly repo: Repository<ContactMessage>;

  /** Takes the image store like every service (see services.ts) though messages carry no files. */
  constructor(dataSource: DataSource, _images: ImageStore) {
    this.repo = dataSource.getRepository(ContactMessage);
  }

  /** Public (SPEC §6: visitors send contact messages); the viewer is taken like every write's. */
  async submit(_viewer: Viewer, input: SubmitContactMessageInput): Promise<ContactMessage> {
    const values = await validateInput(SubmitContactMessageInput, input);
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
}

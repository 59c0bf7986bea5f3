import { IsNull, Not, type DataSource, type Repository } from 'typeorm';
import { isUuid } from '../../shared/base-record';
import { findOneByCompiled } from '../../shared/compiled-find';
import { isUniqueViolation, NotFoundError, ValidationError } from '../../shared/errors';
import { BANNER_REQUIRED_MESSAGE, requiredMessage, slugFromName } from '@field-rules';
import type { ImageStore, IncomingFile } from '../../shared/images';
import { mergePatch, RecordService } from '../../shared/record-service';
import { sanitizeRichText } from '../../shared/sanitize-html';
import { validateInput } from '../../shared/validation';
import type { Viewer } from '../../shared/viewer';
import { Product } from './product.entity';
import { CreateProductInput, PRODUCT_FIELDS, ProductEditRules, type UpdateProductInput } from './product.inputs';
import type { ProductScreenshotRemovalPayload, ProductScreenshotsPayload } from './product.types';

const FOLDER = 'products';
/** REST contract: at most 10 screenshots per upload, so one request cannot flood storage. */
export const MAX_SCREENSHOTS_PER_UPLOAD = 10;
export const SLUG_TAKEN_MESSAGE = 'A product with this slug already exists';
export const NO_SCREENSHOTS_MESSAGE = 'No screenshot files provided';
export const TOO_MANY_SCREENSHOTS_MESSAGE = `You can upload at most ${MAX_SCREENSHOTS_PER_UPLOAD} screenshots at a time`;
export const INVALID_INDEX_MESSAGE = 'Invalid screenshot index';

/**
 * Products (SPEC §5, §7): slugs derived and kept unique, sanitised HTML, and an ordered
 * screenshot list edited by position. Writes that touch a stored product run under its
 * row lock, so concurrent screenshot edits and deletes never lose a URL or orphan a file.
 */
export class ProductService extends RecordService<Product> {
  constructor(dataSource: DataSource, images: ImageStore) {
    super(dataSource.getRepository(Product), 'Product', images);
  }

  async getBySlug(slug: string): Promise<Product> {
    const product = await findOneByCompiled(this.repo, { slug });
    if (!product) throw new NotFoundError(this.entityName);
    return product;
  }

  async create(
    viewer: Viewer,
    input: CreateProductInput,
    bannerImage: IncomingFile | undefined,
    screenshots: IncomingFile[] = [],
  ): Promise<Product> {
    this.requireWriter(viewer);
    const values = await validateInput(CreateProductInput, withSanitizedHtml(input));
    if (!bannerImage) throw ValidationError.single('bannerImage', BANNER_REQUIRED_MESSAGE);
    checkScreenshotBatch(screenshots, { required: false });
    // SPEC §5: an empty slug is derived from the name; a name of only symbols derives nothing.
    const slug = values.slug ?? slugFromName(values.name);
    if (!slug) throw ValidationError.single('slug', requiredMessage('Slug'));
    await this.ensureSlugFree(this.repo, slug);
    const place = await this.newRecordPlace();
    return this.writing(async (files) => {
      const [banner, ...added] = await files.store([bannerImage, ...screenshots]);
      return this.repo.save(
        this.repo.create({ ...values, ...place, slug, features: values.features!, bannerImage: banner, screenshots: added }),
      );
    });
  }

  /** A partial patch (SPEC §5 'Product edit'); a new banner replaces the old file, new screenshots are appended. */
  async update(
    viewer: Viewer,
    id: string,
    patch: UpdateProductInput,
    bannerImage?: IncomingFile,
    screenshots: IncomingFile[] = [],
  ): Promise<Product> {
    this.requireWriter(viewer);
    const checked = async (product: Product, repo: Repository<Product>) => {
      const merged = mergePatch(product, patch, PRODUCT_FIELDS);
      const values = await validateInput(ProductEditRules, withSanitizedHtml({ ...merged, features: merged.features ?? [] }));
      checkScreenshotBatch(screenshots, { required: false });
      await this.ensureSlugFree(repo, values.slug, product.id);
      return values;
    };
    return this.writing(async (files) => {
      // Every refusal comes before a file is stored, and the files are stored before the row lock (see locked()).
      await checked(await this.get(id), this.repo);
      const urls = await files.store(bannerImage ? [bannerImage, ...screenshots] : screenshots);
      return this.locked(id, async (product, repo) => {
        // Again under the lock: the product may have changed while the files were stored.
        const values = await checked(product, repo);
        if (bannerImage) {
          files.discard(product.bannerImage);
          product.bannerImage = urls.shift()!;
        }
        const shownNow = new Set(this.images.contentImagesIn(values.fullDescription));
        files.release(...this.images.contentImagesIn(product.fullDescription).filter((url) => !shownNow.has(url)));
        Object.assign(product, values, { screenshots: [...product.screenshots, ...urls] });
        return repo.save(product);
      });
    });
  }

  /** Deletes a trashed product for good: its files go once that has committed, and the images its description alone showed. */
  override async purgeTrashed(id: string): Promise<Product> {
    return this.writing((files) =>
      this.locked(
        id,
        async (product, repo) => {
          files.discard(...this.filesOf(product));
          files.release(...this.images.contentImagesIn(product.fullDescription));
          await repo.remove(product);
          // remove() clears the id; callers still want to say which record went.
          product.id = id;
          return product;
        },
        { trashed: true },
      ),
    );
  }

  /** Appends to the end of the ordered list. */
  async addScreenshots(viewer: Viewer, id: string, screenshots: IncomingFile[]): Promise<ProductScreenshotsPayload> {
    this.requireWriter(viewer);
    return this.writing(async (files) => {
      await this.get(id);
      checkScreenshotBatch(screenshots, { required: true });
      // Stored before the row lock (see locked()); appended to the list as it stands once the lock is held.
      const added = await files.store(screenshots);
      return this.locked(id, async (product, repo) => {
        product.screenshots = [...product.screenshots, ...added];
        const saved = await repo.save(product);
        return { product: saved, screenshots: saved.screenshots, added };
      });
    });
  }

  /** SPEC §7: removal is by 0-based position in the list. */
  async removeScreenshot(viewer: Viewer, id: string, index: number): Promise<ProductScreenshotRemovalPayload> {
    this.requireWriter(viewer);
    return this.writing((files) =>
      this.locked(id, async (product, repo) => {
        if (!Number.isInteger(index) || index < 0 || index >= product.screenshots.length) {
          throw ValidationError.single('index', INVALID_INDEX_MESSAGE);
        }
        const removed = product.screenshots[index];
        product.screenshots = product.screenshots.filter((_, position) => position !== index);
        const saved = await repo.save(product);
        files.discard(removed);
        return { product: saved, removed, screenshots: saved.screenshots };
      }),
    );
  }

  protected filesOf(product: Product) {
    return [product.bannerImage, ...product.screenshots];
  }

  private async ensureSlugFree(repo: Repository<Product>, slug: string, ownId?: string): Promise<void> {
    const holder = await repo.findOneBy({ slug });
    if (holder && holder.id !== ownId) throw ValidationError.single('slug', SLUG_TAKEN_MESSAGE);
  }

  /**
   * Runs `change` in a transaction that holds the product's row lock (of a product in the trash, when `trashed`).
   * Nothing in `change` may use another connection (the image store, a service on the data source): with the
   * embedded database's single connection it would wait for itself (docs/decisions/044-no-waiting-forever.md). Files are stored before.
   */
  private locked<T>(
    id: string,
    change: (product: Product, repo: Repository<Product>) => Promise<T>,
    { trashed = false } = {},
  ): Promise<T> {
    if (!isUuid(id)) return Promise.reject(new NotFoundError(this.entityName));
    return this.repo.manager.transaction(async (manager) => {
      const repo = manager.getRepository(Product);
      const product = await repo.findOne({
        where: trashed ? { id, deletedAt: Not(IsNull()) } : { id },
        withDeleted: trashed,
        lock: { mode: 'pessimistic_write' },
      });
      if (!product) throw new NotFoundError(this.entityName);
      return change(product, repo);
    });
  }

  /**
   * Runs a write that may store and discard files. If it fails, the files it stored are
   * removed; only once it has succeeded (committed) are the discarded files removed. A slug
   * taken between the check and the write (a race) hits the unique index: same answer.
   */
  private async writing<T>(write: (files: FileChanges) => Promise<T>): Promise<T> {
    const files = new FileChanges(this.images);
    let result: T;
    try {
      result = await write(files);
    } catch (error) {
      await this.images.remove(files.stored);
      if (isUniqueViolation(error)) throw ValidationError.single('slug', SLUG_TAKEN_MESSAGE);
      throw error;
    }
    await this.images.remove(files.discarded);
    await this.images.releaseContentImages(files.released);
    return result;
  }
}

/** The files one write stores and the stored files it makes obsolete. */
class FileChanges {
  readonly stored: string[] = [];
  readonly discarded: string[] = [];
  /** Content images the write stops showing: removed after it, unless another record shows them. */
  readonly released: string[] = [];

  constructor(private readonly images: ImageStore) {}

  /** Every file is checked before any is stored (a bad one in a batch leaves nothing behind). */
  async store(files: IncomingFile[]): Promise<string[]> {
    const urls = files.length > 0 ? await this.images.saveAll(files, FOLDER) : [];
    this.stored.push(...urls);
    return urls;
  }

  discard(...urls: string[]): void {
    this.discarded.push(...urls);
  }

  release(...urls: string[]): void {
    this.released.push(...urls);
  }
}

function checkScreenshotBatch(files: IncomingFile[], { required }: { required: boolean }): void {
  if (required && files.length === 0) throw ValidationError.single('screenshots', NO_SCREENSHOTS_MESSAGE);
  if (files.length > MAX_SCREENSHOTS_PER_UPLOAD) throw ValidationError.single('screenshots', TOO_MANY_SCREENSHOTS_MESSAGE);
}

/** Rich text is sanitised on every write, before the length rules see it (ARCHITECTURE: HTML fields). */
function withSanitizedHtml<T extends { fullDescription?: string | null }>(values: T): T {
  const html = values.fullDescription;
  return typeof html === 'string' ? { ...values, fullDescription: sanitizeRichText(html) } : values;
}

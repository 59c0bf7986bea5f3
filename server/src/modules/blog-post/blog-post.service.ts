import { type DataSource, type FindOptionsWhere, Not, Raw, type Repository } from 'typeorm';
import { findOneByCompiled } from '../../shared/compiled-find';
import { ForbiddenError, isUniqueViolation, NotFoundError, ValidationError } from '../../shared/errors';
import type { ImageStore, IncomingFile } from '../../shared/images';
import type { PaginationArgs } from '../../shared/pagination';
import { mergePatch, RecordService } from '../../shared/record-service';
import { sanitizeRichText } from '../../shared/sanitize-html';
import { currentRequestContext, expireCachedResponseAt } from '../../shared/request-context';
import { AUTHOR_OTHERS_MESSAGE, AUTHOR_PUBLISH_MESSAGE, SLUG_MAX_LENGTH, slugFromTitle } from '@field-rules';
import { validateInput } from '../../shared/validation';
import { hasRole, requireAdmin, requireRole, type Viewer } from '../../shared/viewer';
import { BlogPost } from './blog-post.entity';
import { BLOG_POST_FIELDS, CreateBlogPostInput, type UpdateBlogPostInput } from './blog-post.inputs';

const ENTITY = 'Blog post';
const FOLDER = 'blog';
const SLUG_TAKEN = 'A blog post with this slug already exists';

export interface BlogPostListOptions {
  /** Admin only. The REST door passes "the viewer is an admin"; GraphQL passes the argument. */
  includeDrafts?: boolean;
  page?: PaginationArgs;
}

/**
 * Blog posts. Drafts (published false) exist only for the admin: every read takes the viewer
 * (ARCHITECTURE 'Content rules'). So this service does not extend RecordService, whose public
 * list and get know nothing of drafts; it uses one for the shared plumbing instead.
 */
export class BlogPostService {
  /** The REST contract's name: 'Blog post not found', 'Blog post deleted successfully'. */
  readonly entityName = ENTITY;
  private readonly repo: Repository<BlogPost>;
  private readonly records: BlogPostRecords;

  constructor(
    dataSource: DataSource,
    private readonly images: ImageStore,
  ) {
    this.repo = dataSource.getRepository(BlogPost);
    this.records = new BlogPostRecords(this.repo, images);
  }

  /**
   * Public posts (published and due), newest first; `includeDrafts` (admins only) lists every post,
   * drafts and scheduled ones too. Every public read path (both doors, server rendering, sitemap,
   * feeds) comes through here, list() or get()/getBySlug().
   */
  async list(viewer: Viewer, { includeDrafts = false, page }: BlogPostListOptions = {}): Promise<BlogPost[]> {
    if (includeDrafts) {
      requireAdmin(viewer);
      return this.records.list(page);
    }
    await this.noteNextScheduled();
    return this.records.list(page, PUBLIC_POSTS);
  }

  /** A draft or a post scheduled for later answers 'Blog post not found' to anyone but an admin, exactly like a missing post. */
  async get(viewer: Viewer, id: string): Promise<BlogPost> {
    if (!viewer.admin) await this.noteNextScheduled();
    return this.records.get(id, visibleTo(viewer));
  }

  async getBySlug(viewer: Viewer, slug: string): Promise<BlogPost> {
    if (!viewer.admin) await this.noteNextScheduled();
    const post = await findOneByCompiled(this.repo, { ...visibleTo(viewer), slug });
    if (!post) throw new NotFoundError(ENTITY);
    return post;
  }

  /**
   * A public answer changes on its own when the next scheduled post goes live: the response cache
   * is told to keep it no longer than that (shared/request-context.ts). Outside a request (seed,
   * CLI) nobody caches, so the query is skipped.
   */
  private async noteNextScheduled(): Promise<void> {
    if (!currentRequestContext()) return;
    const next = await this.repo
      .createQueryBuilder('post')
      .select('MIN(post.publishAt)', 'next')
      .where('post.published = true AND post.publishAt > now()')
      .getRawOne<{ next: Date | string | null }>();
    if (next?.next) expireCachedResponseAt(new Date(next.next));
  }

  async create(viewer: Viewer, input: CreateBlogPostInput, coverImage?: IncomingFile): Promise<BlogPost> {
    const admin = requireRole(viewer, 'author');
    // SPEC §5: on create an empty slug is generated from the title.
    const deriveSlug = !input.slug?.trim();
    const values = await validate(deriveSlug ? { ...input, slug: derivedSlug(input.title ?? '') } : input, deriveSlug);
    refuseAuthorPublishing(viewer, values);
    await this.ensureSlugFree(values.slug!);
    return this.records.writeWithImage(coverImage, FOLDER, null, (url) =>
      this.save(this.repo.create({ ...columns(values), coverImage: url ?? null, createdBy: admin.id })),
    );
  }

  /** A partial patch, validated merged like a create; the slug is kept unless given. A new cover replaces (and removes) the old. */
  async update(viewer: Viewer, id: string, patch: UpdateBlogPostInput, coverImage?: IncomingFile): Promise<BlogPost> {
    this.records.requireWriter(viewer);
    const post = await this.records.get(id);
    this.records.requireWriter(viewer, post);
    const values = await validate(mergePatch(post, patch, BLOG_POST_FIELDS), false);
    refuseAuthorPublishing(viewer, values);
    await this.ensureSlugFree(values.slug!, post.id);
    const shownBefore = this.images.contentImagesIn(post.content);
    const saved = await this.records.writeWithImage(coverImage, FOLDER, post.coverImage, (url) =>
      this.save(Object.assign(post, columns(values), url ? { coverImage: url } : {})),
    );
    const shownNow = new Set(this.images.contentImagesIn(saved.content));
    await this.images.releaseContentImages(shownBefore.filter((url) => !shownNow.has(url)));
    return saved;
  }

  /** Moves the post to the trash; returns it. */
  delete(viewer: Viewer, id: string): Promise<BlogPost> {
    return this.records.delete(viewer, id);
  }

  /** Editors and owners write every post, an author their own drafts (BlogPostRecords.requireWriter). */
  requireWriter(viewer: Viewer, post?: BlogPost): void {
    this.records.requireWriter(viewer, post);
  }

  /** Brings a post back from the trash. */
  restore(viewer: Viewer, id: string): Promise<BlogPost> {
    return this.records.restore(viewer, id);
  }

  async purge(viewer: Viewer, id: string): Promise<BlogPost> {
    this.records.requireWriter(viewer);
    this.records.requireWriter(viewer, await this.records.trashed(id));
    return this.purgeTrashed(id);
  }

  /** Deletes a trashed post for good: its cover file and the images its content alone showed go with it. */
  async purgeTrashed(id: string): Promise<BlogPost> {
    const post = await this.records.purgeTrashed(id);
    await this.images.releaseContentImages(this.images.contentImagesIn(post.content));
    return post;
  }

  /** Checked first for a clear answer; `save` still maps the unique index's verdict for a concurrent write. */
  private async ensureSlugFree(slug: string, exceptId?: string): Promise<void> {
    if (await this.repo.existsBy(exceptId ? { slug, id: Not(exceptId) } : { slug })) {
      throw ValidationError.single('slug', SLUG_TAKEN);
    }
  }

  private async save(post: BlogPost): Promise<BlogPost> {
    try {
      return await this.repo.save(post);
    } catch (error) {
      // The slug index is the table's only unique one besides the generated id.
      if (isUniqueViolation(error)) {
        throw ValidationError.single('slug', SLUG_TAKEN);
      }
      throw error;
    }
  }
}

/** RecordService's not-found answers, file-safe writes and deletes, for BlogPostService's use only. */
class BlogPostRecords extends RecordService<BlogPost> {
  constructor(repo: Repository<BlogPost>, images: ImageStore) {
    super(repo, ENTITY, images);
  }

  override writeWithImage<T>(
    file: IncomingFile | undefined,
    folder: string,
    replaced: string | null | undefined,
    write: (url: string | undefined) => Promise<T>,
  ): Promise<T> {
    return super.writeWithImage(file, folder, replaced, write);
  }

  protected filesOf(post: BlogPost) {
    return [post.coverImage];
  }

  override trashed(id: string): Promise<BlogPost> {
    return super.trashed(id);
  }

  /** Editors and owners write every post; an author only their own, and only while it is a draft (not yet published). */
  override requireWriter(viewer: Viewer, post?: BlogPost): void {
    const admin = requireRole(viewer, 'author');
    if (hasRole(admin, 'editor') || !post) return;
    if (post.createdBy !== admin.id || post.published) throw new ForbiddenError(AUTHOR_OTHERS_MESSAGE);
  }
}

/** An author's post stays a draft: publishing (now or scheduled) is an editor's. */
function refuseAuthorPublishing(viewer: Viewer, values: CreateBlogPostInput): void {
  if (values.published && !hasRole(viewer.admin, 'editor')) throw new ForbiddenError(AUTHOR_PUBLISH_MESSAGE);
}

/**
 * What a visitor may see: published, and either not scheduled or due. The database's clock decides,
 * so every server instance agrees on the moment a scheduled post goes live.
 */
const PUBLIC_POSTS: FindOptionsWhere<BlogPost> = {
  published: true,
  publishAt: Raw((column) => `(${column} IS NULL OR ${column} <= now())`),
};

function visibleTo(viewer: Viewer): FindOptionsWhere<BlogPost> {
  return viewer.admin ? {} : PUBLIC_POSTS;
}

/** REST sends the time as text ('' clears it); GraphQL's scalar has already made it a Date. An unreadable text fails the rule. */
function publishAtValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (!value.trim()) return null;
  return new Date(value.trim());
}

/** slugFromTitle, cut to the column's width (a title may be longer) without a trailing hyphen. */
function derivedSlug(title: string): string {
  return slugFromTitle(title).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
}

/**
 * Sanitises the HTML first (so content that was only a script counts as empty), then checks
 * every rule. A slug that was to come from a missing title is the title's problem, reported once.
 */
async function validate(values: object, slugDerived: boolean): Promise<CreateBlogPostInput> {
  const clean = { ...values } as Record<string, unknown>;
  if (typeof clean.content === 'string') clean.content = sanitizeRichText(clean.content);
  if ('publishAt' in clean) clean.publishAt = publishAtValue(clean.publishAt);
  try {
    return await validateInput(CreateBlogPostInput, clean);
  } catch (error) {
    if (slugDerived && error instanceof ValidationError && error.fields.title && error.fields.slug) {
      const { slug: _slug, ...fields } = error.fields;
      throw new ValidationError(fields);
    }
    throw error;
  }
}

/** The columns from validated values; cleared optional ones get the column's empty value. */
function columns(values: CreateBlogPostInput): Partial<BlogPost> {
  return {
    ...values,
    slug: values.slug!,
    category: values.category ?? null,
    tags: values.tags ?? [],
    published: values.published ?? false,
    featured: values.featured ?? false,
    publishAt: values.publishAt ?? null,
  };
}

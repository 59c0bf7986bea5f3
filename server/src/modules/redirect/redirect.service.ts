import type { DataSource, Repository } from 'typeorm';
import {
  isRedirectSource,
  normalizeRedirectTarget,
  normalizeSitePath,
  REDIRECT_FROM_MESSAGE,
  REDIRECT_LOOP_MESSAGE,
  REDIRECT_RESERVED_MESSAGE,
  REDIRECT_SAME_MESSAGE,
  REDIRECT_TAKEN_MESSAGE,
  REDIRECT_TO_MESSAGE,
} from '@field-rules';
import { isUuid } from '../../shared/base-record';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { validateInput } from '../../shared/validation';
import { requireRole, type Viewer } from '../../shared/viewer';
import { Redirect } from './redirect.entity';
import { CreateRedirectInput } from './redirect.inputs';
import { leadTo, RedirectKeeper } from './redirect-keeper';

/**
 * The site's redirects (docs/decisions/060-redirects.md): made by RedirectKeeper when a public post or product
 * changes its slug, added and removed by administrators here, and followed by the page renderer for an address
 * that has no page. Every redirect leads to its final address in one hop.
 */
export class RedirectService {
  readonly entityName = 'Redirect';
  private readonly repo: Repository<Redirect>;

  constructor(dataSource: DataSource) {
    this.repo = dataSource.getRepository(Redirect);
    RedirectKeeper.install(dataSource);
  }

  list(viewer: Viewer): Promise<Redirect[]> {
    requireRole(viewer, 'editor');
    return this.repo.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Where a request for `path` (a URL's pathname) is sent, or null: public, asked only for an address with no page. */
  async targetOf(path: string): Promise<string | null> {
    const from = normalizeSitePath(path);
    if (!from || !isRedirectSource(from)) return null;
    return (await this.repo.findOne({ where: { fromPath: from }, select: { id: true, toPath: true } }))?.toPath ?? null;
  }

  async create(viewer: Viewer, input: CreateRedirectInput): Promise<Redirect> {
    requireRole(viewer, 'editor');
    const values = await validateInput(CreateRedirectInput, input);
    const from = normalizeSitePath(values.fromPath);
    if (!from) throw ValidationError.single('fromPath', REDIRECT_FROM_MESSAGE);
    if (!isRedirectSource(from)) throw ValidationError.single('fromPath', REDIRECT_RESERVED_MESSAGE);
    const to = normalizeRedirectTarget(values.toPath);
    if (!to) throw ValidationError.single('toPath', REDIRECT_TO_MESSAGE);
    return this.repo.manager.transaction(async (manager) => {
      if (await manager.existsBy(Redirect, { fromPath: from })) throw ValidationError.single('fromPath', REDIRECT_TAKEN_MESSAGE);
      // One hop: a target that redirects itself is replaced by where it leads.
      const final = (to.startsWith('/') && (await manager.findOneBy(Redirect, { fromPath: to }))?.toPath) || to;
      if (final === from) throw ValidationError.single('toPath', to === from ? REDIRECT_SAME_MESSAGE : REDIRECT_LOOP_MESSAGE);
      return leadTo(manager, from, final, false);
    });
  }

  async delete(viewer: Viewer, id: string): Promise<Redirect> {
    requireRole(viewer, 'editor');
    const redirect = isUuid(id) ? await this.repo.findOneBy({ id }) : null;
    if (!redirect) throw new NotFoundError(this.entityName);
    await this.repo.remove(redirect);
    // remove() clears the id; the caller still wants to say which redirect went.
    redirect.id = id;
    return redirect;
  }
}

import type { DataSource, Repository } from 'typeorm';
import { PHONE_MESSAGE, OWNER } from '@field-rules';
import { findCompiled } from '../../shared/compiled-find';
import { ValidationError } from '../../shared/errors';
import { validateInput } from '../../shared/validation';
import { requireRole, type Viewer } from '../../shared/viewer';
import { DEFAULT_SITE_SETTINGS } from './site-settings.defaults';
import { SiteSettings } from './site-settings.entity';
import { SITE_SETTINGS_FIELDS, SiteSettingsRules, type UpdateSiteSettingsInput } from './site-settings.inputs';

/** The one settings record: anyone reads it (the public site shows it), only the admin changes it. */
export class SiteSettingsService {
  readonly entityName = 'Settings';
  private readonly repo: Repository<SiteSettings>;

  constructor(dataSource: DataSource) {
    this.repo = dataSource.getRepository(SiteSettings);
  }

  /** The stored settings; should the row be missing (a hand-emptied table), the defaults are stored again. */
  async get(): Promise<SiteSettings> {
    const [settings] = await findCompiled(this.repo, { order: { createdAt: 'ASC', id: 'ASC' }, take: 1 });
    return settings ?? this.repo.save(this.repo.create(DEFAULT_SITE_SETTINGS));
  }

  /** Merges the given fields into the stored ones and checks the whole record (SPEC §5 messages). */
  async update(viewer: Viewer, input: UpdateSiteSettingsInput): Promise<SiteSettings> {
    requireRole(viewer, OWNER);
    const settings = await this.get();
    const merged: Record<string, unknown> = {};
    for (const field of SITE_SETTINGS_FIELDS) {
      const given = (input as Record<string, unknown>)[field];
      merged[field] = given === undefined ? settings[field] : given;
    }
    // A list arrives from the REST door as anything a body can hold; only a list of text is a phone list.
    if (!Array.isArray(merged.phones) || !merged.phones.every((phone) => typeof phone === 'string')) {
      throw ValidationError.single('phones', PHONE_MESSAGE);
    }
    const values = await validateInput(SiteSettingsRules, merged);
    for (const field of SITE_SETTINGS_FIELDS) (settings as unknown as Record<string, unknown>)[field] = values[field] ?? null;
    return this.repo.save(settings);
  }
}

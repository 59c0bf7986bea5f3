import type { DataSource } from 'typeorm';
import { ValidationError } from '../../shared/errors';
import type { ImageStore, IncomingFile } from '../../shared/images';
import { mergePatch, RecordService } from '../../shared/record-service';
import { validateInput } from '../../shared/validation';
import { requireAdmin, type Viewer } from '../../shared/viewer';
import { Partner } from './partner.entity';
import { CreatePartnerInput, PARTNER_FIELDS, type UpdatePartnerInput } from './partner.inputs';

const FOLDER = 'partners';

export class PartnerService extends RecordService<Partner> {
  constructor(dataSource: DataSource, images: ImageStore) {
    super(dataSource.getRepository(Partner), 'Partner', images);
  }

  async create(viewer: Viewer, input: CreatePartnerInput, logo: IncomingFile | undefined): Promise<Partner> {
    requireAdmin(viewer);
    const values = await validateInput(CreatePartnerInput, input);
    if (!logo) throw ValidationError.single('logo', 'Partner logo is required');
    return this.writeWithImage(logo, FOLDER, null, (url) => this.repo.save(this.repo.create({ ...values, logo: url! })));
  }

  async update(viewer: Viewer, id: string, patch: UpdatePartnerInput, logo?: IncomingFile): Promise<Partner> {
    requireAdmin(viewer);
    const partner = await this.get(id);
    const values = await validateInput(CreatePartnerInput, mergePatch(partner, patch, PARTNER_FIELDS));
    return this.writeWithImage(logo, FOLDER, partner.logo, (url) =>
      this.repo.save(Object.assign(partner, values, url ? { logo: url } : {})),
    );
  }

  protected filesOf(partner: Partner) {
    return [partner.logo];
  }
}

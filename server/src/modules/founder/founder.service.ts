import type { DataSource } from 'typeorm';
import { ValidationError } from '../../shared/errors';
import type { ImageStore, IncomingFile } from '../../shared/images';
import { mergePatch, RecordService } from '../../shared/record-service';
import { validateInput } from '../../shared/validation';
import { requireAdmin, type Viewer } from '../../shared/viewer';
import { Founder } from './founder.entity';
import { CreateFounderInput, FOUNDER_FIELDS, type UpdateFounderInput } from './founder.inputs';

export class FounderService extends RecordService<Founder> {
  constructor(dataSource: DataSource, images: ImageStore) {
    super(dataSource.getRepository(Founder), 'Founder', images);
  }

  async create(viewer: Viewer, input: CreateFounderInput, image: IncomingFile | undefined): Promise<Founder> {
    requireAdmin(viewer);
    const values = await validateInput(CreateFounderInput, input);
    if (!image) throw ValidationError.single('image', 'Profile image is required');
    return this.writeWithImage(image, 'founders', null, (url) =>
      this.repo.save(this.repo.create({ ...values, image: url! })),
    );
  }

  async update(viewer: Viewer, id: string, patch: UpdateFounderInput, image?: IncomingFile): Promise<Founder> {
    requireAdmin(viewer);
    const founder = await this.get(id);
    const values = await validateInput(CreateFounderInput, mergePatch(founder, patch, FOUNDER_FIELDS));
    return this.writeWithImage(image, 'founders', founder.image, (url) =>
      this.repo.save(Object.assign(founder, values, url ? { image: url } : {})),
    );
  }

  protected filesOf(founder: Founder) {
    return [founder.image];
  }
}

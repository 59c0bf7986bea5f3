import type { DataSource, DeepPartial, EntityTarget, Repository } from 'typeorm';
import type { ContentRecord } from './content-record';
import { ValidationError } from './errors';
import type { ImageStore, IncomingFile } from './images';
import { mergePatch, RecordService } from './record-service';
import { validateInput } from './validation';
import type { Viewer } from './viewer';

/** What distinguishes one single-image record type (founder, team member, partner) from another. */
export interface ImageRecordSpec<E, I> {
  /** The REST contract's name: 'Founder', 'Team member', 'Partner'. */
  entityName: string;
  /** The create-input class; its rules check creates and merged updates alike. */
  rules: new () => I;
  /** The form fields an update may patch. */
  fields: ReadonlyArray<keyof E & keyof I>;
  /**
   * The column holding the image URL (also the field a missing image is reported on), the upload
   * folder, and SPEC §5's message when a create comes without an image.
   */
  image: { column: keyof E & string; folder: string; requiredMessage: string };
}

/**
 * A record with form fields and one required image: create validates then stores the image,
 * update patches and keeps the image unless a new one comes (the old file is then removed).
 */
export abstract class ImageRecordService<E extends ContentRecord, I extends object> extends RecordService<E> {
  protected constructor(
    repo: Repository<E>,
    images: ImageStore,
    private readonly spec: ImageRecordSpec<E, I>,
  ) {
    super(repo, spec.entityName, images);
  }

  async create(viewer: Viewer, input: I, image: IncomingFile | undefined): Promise<E> {
    this.requireWriter(viewer);
    const values = await validateInput(this.spec.rules, input);
    if (!image) throw ValidationError.single(this.spec.image.column, this.spec.image.requiredMessage);
    const place = await this.newRecordPlace();
    return this.writeWithImage(image, this.spec.image.folder, null, (url) =>
      this.repo.save(this.repo.create({ ...values, ...place, [this.spec.image.column]: url } as unknown as DeepPartial<E>)),
    );
  }

  async update(viewer: Viewer, id: string, patch: Partial<Record<keyof I, unknown>>, image?: IncomingFile): Promise<E> {
    this.requireWriter(viewer);
    const record = await this.get(id);
    const values = await validateInput(this.spec.rules, mergePatch(record, patch, this.spec.fields));
    const current = record[this.spec.image.column] as string;
    return this.writeWithImage(image, this.spec.image.folder, current, (url) =>
      this.repo.save(Object.assign(record, values, url ? { [this.spec.image.column]: url } : {})),
    );
  }

  protected filesOf(record: E) {
    return [record[this.spec.image.column] as string];
  }
}

/**
 * The service of one single-image record type, constructed like the others from the data source
 * and the image store: `export class FounderService extends imageRecordService(Founder, {...}) {}`.
 */
export function imageRecordService<E extends ContentRecord, I extends object>(
  entity: EntityTarget<E>,
  spec: ImageRecordSpec<E, I>,
) {
  return class extends ImageRecordService<E, I> {
    constructor(dataSource: DataSource, images: ImageStore) {
      super(dataSource.getRepository(entity), images, spec);
    }
  };
}

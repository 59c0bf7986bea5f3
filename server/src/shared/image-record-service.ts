import type { DeepPartial, Repository } from 'typeorm';
import type { BaseRecord } from './base-record';
import { ValidationError } from './errors';
import type { ImageStore, IncomingFile } from './images';
import { mergePatch, RecordService } from './record-service';
import { validateInput } from './validation';
import { requireAdmin, type Viewer } from './viewer';

/** What distinguishes one single-image record type (founder, team member, partner) from another. */
export interface ImageRecordSpec<E, I> {
  /** The REST contract's name: 'Founder', 'Team member', 'Partner'. */
  entityName: string;
  /** The create-input class; its rules check creates and merged updates alike. */
  rules: new () => I;
  /** The form fields an update may patch. */
  fields: ReadonlyArray<keyof E & keyof I>;
  /** The column holding the image URL. */
  imageColumn: keyof E & string;
  folder: string;
  /** SPEC §5: the image is required on create; reported on this field with this message. */
  imageRequired: { field: string; message: string };
}

/**
 * A record with form fields and one required image: create validates then stores the image,
 * update patches and keeps the image unless a new one comes (the old file is then removed).
 */
export abstract class ImageRecordService<E extends BaseRecord, I extends object> extends RecordService<E> {
  protected constructor(
    repo: Repository<E>,
    images: ImageStore,
    private readonly spec: ImageRecordSpec<E, I>,
  ) {
    super(repo, spec.entityName, images);
  }

  async create(viewer: Viewer, input: I, image: IncomingFile | undefined): Promise<E> {
    requireAdmin(viewer);
    const values = await validateInput(this.spec.rules, input);
    if (!image) throw ValidationError.single(this.spec.imageRequired.field, this.spec.imageRequired.message);
    const place = await this.newRecordPlace();
    return this.writeWithImage(image, this.spec.folder, null, (url) =>
      this.repo.save(this.repo.create({ ...values, ...place, [this.spec.imageColumn]: url } as unknown as DeepPartial<E>)),
    );
  }

  async update(viewer: Viewer, id: string, patch: Partial<Record<keyof I, unknown>>, image?: IncomingFile): Promise<E> {
    requireAdmin(viewer);
    const record = await this.get(id);
    const values = await validateInput(this.spec.rules, mergePatch(record, patch, this.spec.fields));
    const current = record[this.spec.imageColumn] as string;
    return this.writeWithImage(image, this.spec.folder, current, (url) =>
      this.repo.save(Object.assign(record, values, url ? { [this.spec.imageColumn]: url } : {})),
    );
  }

  protected filesOf(record: E) {
    return [record[this.spec.imageColumn] as string];
  }
}

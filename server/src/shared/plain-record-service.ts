import type { DataSource, DeepPartial, EntityTarget } from 'typeorm';
import { fieldNames, type RecordDescriptor } from '@field-rules';
import type { ContentRecord } from './content-record';
import type { ImageStore } from './images';
import { createInputOf } from './record-inputs';
import { mergePatch, RecordService } from './record-service';
import { validateInput } from './validation';
import type { Viewer } from './viewer';

/**
 * A record that is only its description's fields (no files): create checks the create rules and takes the
 * first place; update checks the stored record merged with the patch by the same rules.
 */
export abstract class PlainRecordService<E extends ContentRecord, I extends object = object> extends RecordService<E> {
  protected abstract readonly record: RecordDescriptor;

  async create(viewer: Viewer, input: I): Promise<E> {
    this.requireWriter(viewer);
    const values = await validateInput(createInputOf(this.record), input);
    const place = await this.newRecordPlace();
    return this.repo.save(this.repo.create({ ...values, ...place } as unknown as DeepPartial<E>));
  }

  async update(viewer: Viewer, id: string, patch: Partial<Record<keyof I, unknown>>): Promise<E> {
    this.requireWriter(viewer);
    const stored = await this.get(id);
    const merged = mergePatch(stored, patch as Partial<E>, fieldNames(this.record) as Array<keyof E & string>);
    return this.repo.save(Object.assign(stored, await validateInput(createInputOf(this.record), merged)));
  }

  protected filesOf() {
    return [];
  }
}

/**
 * The service of a plain record, constructed like the others:
 * `export class TestimonialService extends plainRecordService(Testimonial, TESTIMONIAL_RECORD, 'Testimonial') {}`.
 */
export function plainRecordService<E extends ContentRecord, I extends object = object>(
  entity: EntityTarget<E>,
  record: RecordDescriptor,
  entityName: string,
) {
  return class extends PlainRecordService<E, I> {
    protected readonly record = record;
    constructor(dataSource: DataSource, images: ImageStore) {
      super(dataSource.getRepository(entity), entityName, images);
    }
  };
}

import type { DataSource } from 'typeorm';
import type { ImageStore } from '../../shared/images';
import type { PaginationArgs } from '../../shared/pagination';
import { mergePatch, RecordService } from '../../shared/record-service';
import { reorderRecords } from '../../shared/reorder';
import { normalizeFormValues, validateInput } from '../../shared/validation';
import type { Viewer } from '../../shared/viewer';
import { ServiceCategory } from './service-category.entity';
import {
  CreateServiceCategoryInput,
  SERVICE_CATEGORY_FIELDS,
  ServiceInput,
  type UpdateServiceCategoryInput,
} from './service-category.inputs';
import { ServiceOffering } from './service-offering.entity';

type ServiceRow = Pick<ServiceOffering, 'icon' | 'title' | 'description' | 'features'>;

export class ServiceCategoryService extends RecordService<ServiceCategory> {
  /** No images here; the signature matches the other services (see services.ts). */
  constructor(dataSource: DataSource, images: ImageStore) {
    super(dataSource.getRepository(ServiceCategory), 'Service', images);
  }

  override async list(page?: PaginationArgs): Promise<ServiceCategory[]> {
    return (await super.list(page)).map(inPositionOrder);
  }

  override async get(id: string): Promise<ServiceCategory> {
    return inPositionOrder(await super.get(id));
  }

  async create(viewer: Viewer, input: CreateServiceCategoryInput): Promise<ServiceCategory> {
    this.requireWriter(viewer);
    const values = await validateCategory(input);
    return inPositionOrder(await this.repo.save(this.repo.create({ ...values, ...(await this.newRecordPlace()) })));
  }

  /** A given `services` list replaces the stored one; the old rows are deleted (orphanedRowAction). */
  async update(viewer: Viewer, id: string, patch: UpdateServiceCategoryInput): Promise<ServiceCategory> {
    this.requireWriter(viewer);
    const current = await this.get(id);
    const values = await validateCategory(mergePatch(current, patch, SERVICE_CATEGORY_FIELDS));
    const replaceServices = patch.services !== undefined;
    const saved = await this.repo.save(
      Object.assign(current, {
        category: values.category,
        features: values.features,
        ...(replaceServices ? { services: this.repo.manager.create(ServiceOffering, values.services) } : {}),
      }),
    );
    // A change of its services alone is a save of the category too (revision/version-guard.ts): answer the version stored.
    if (replaceServices)
      saved.version = (await this.repo.findOne({ select: { id: true, version: true }, where: { id } }))!.version;
    return inPositionOrder(saved);
  }

  override async reorder(viewer: Viewer, ids: readonly string[]): Promise<ServiceCategory[]> {
    return (await super.reorder(viewer, ids)).map(inPositionOrder);
  }

  /** 'Unknown service category id' (the REST name 'Service' would be mistaken for a service inside one). */
  protected override get orderLabel(): string {
    return 'service category';
  }

  /**
   * Puts the services of one category in the order of `ids` (a subset keeps the others' places, like
   * every reorder); ids of another category's services are unknown here. Answers the category.
   */
  async reorderServices(viewer: Viewer, categoryId: string, ids: readonly string[]): Promise<ServiceCategory> {
    this.requireWriter(viewer);
    const category = await this.get(categoryId);
    await reorderRecords(this.repo.manager.getRepository(ServiceOffering), ids, {
      unknownMessage: 'This category has no service with this id',
      where: { categoryId: category.id },
    });
    return this.get(category.id);
  }

  /**
   * Removes a copy that names only the id (the foreign key cascades to the services), so the returned record
   * keeps its services' ids: remove() clears the ids of what it is given.
   */
  override async purgeTrashed(id: string): Promise<ServiceCategory> {
    const category = await this.trashed(id);
    await this.repo.remove(this.repo.create({ id: category.id }));
    return category;
  }

  protected filesOf() {
    return [];
  }
}

/**
 * validateInput normalises only top-level values, so each service row is normalised here:
 * strings trimmed ('' -> null), blank features dropped, blank-titled rows dropped (SPEC §5).
 * Error paths then count rows after the drop: 'services.0.description'.
 */
async function validateCategory(input: {
  category?: string | null;
  features?: string[] | null;
  services?: ReadonlyArray<ServiceInput | ServiceOffering> | null;
}): Promise<{ category: string; features: string[]; services: Array<ServiceRow & { position: number }> }> {
  const rows = input.services
    ?.map((row) => {
      const { icon, title, description, features } = normalizeFormValues({ ...row });
      return Object.assign(new ServiceInput(), { icon, title, description, features });
    })
    .filter((row) => row.title != null);
  const values = await validateInput(CreateServiceCategoryInput, { ...input, services: rows ?? null });
  return {
    category: values.category,
    features: values.features ?? [],
    services: values.services.map((row, position) => ({
      icon: row.icon ?? null,
      title: row.title!,
      description: row.description!,
      features: row.features ?? [],
      position,
    })),
  };
}

function inPositionOrder(category: ServiceCategory): ServiceCategory {
  category.services?.sort((a, b) => a.position - b.position);
  return category;
}

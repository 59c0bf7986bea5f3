import type { DataSource } from 'typeorm';
import type { ImageStore } from '../../shared/images';

// PLACEHOLDER: to be implemented (see founder.service.ts for the pattern).
export class ServiceCategoryService {
  constructor(
    readonly dataSource: DataSource,
    readonly images: ImageStore,
  ) {}
}

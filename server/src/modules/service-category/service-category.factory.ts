import type { DataSource } from 'typeorm';
import { ServiceCategory } from './service-category.entity';
import type { ServiceOffering } from './service-offering.entity';

let sequence = 0;

type ServiceFields = Partial<Pick<ServiceOffering, 'icon' | 'title' | 'description' | 'features' | 'position'>>;

/** A valid service row; `position` defaults to its index when built through buildServiceCategory. */
export function buildService(overrides: ServiceFields = {}): ServiceFields {
  sequence += 1;
  return {
    icon: 'FaCode',
    title: `Service ${sequence}`,
    description: 'Designed, built and run for you.',
    features: ['Discovery workshop', 'Ongoing support'],
    ...overrides,
  };
}

/** A valid category with two services; override what a test cares about. */
export function buildServiceCategory(
  overrides: Omit<Partial<ServiceCategory>, 'services'> & { services?: ServiceFields[] } = {},
): Partial<ServiceCategory> {
  sequence += 1;
  const { services = [buildService(), buildService({ icon: 'FaBrain' })], ...rest } = overrides;
  return {
    category: `Category ${sequence}`,
    features: ['Fixed-price projects'],
    ...rest,
    services: services.map((service, index) => ({ position: index, ...buildService(), ...service })) as ServiceOffering[],
  };
}

export function insertServiceCategory(
  dataSource: DataSource,
  overrides: Parameters<typeof buildServiceCategory>[0] = {},
): Promise<ServiceCategory> {
  const repo = dataSource.getRepository(ServiceCategory);
  return repo.save(repo.create(buildServiceCategory(overrides)));
}

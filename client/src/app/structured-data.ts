import { DEFAULT_DESCRIPTION } from './head';
import { siteConfig } from './site-config';

/** JSON-LD (schema.org) for the pages' <head>; `absolute` turns a site path into a full address. */
type Absolute = (path: string) => string;

export function organizationJsonLd(absolute: Absolute): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteConfig.companyName,
      description: DEFAULT_DESCRIPTION,
      url: absolute('/'),
      logo: absolute('/logo-dark.svg'),
      email: siteConfig.email,
      telephone: siteConfig.phones[0],
      address: { '@type': 'PostalAddress', addressLocality: 'Islamabad', addressCountry: 'PK' },
      sameAs: [siteConfig.linkedinUrl],
    },
  ];
}

export function breadcrumbJsonLd(absolute: Absolute, trail: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absolute(crumb.path) })),
  };
}

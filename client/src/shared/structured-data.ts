import { DEFAULT_DESCRIPTION } from './head';
import { siteConfig } from './site-config';
import type { SiteSettings } from './site-settings';

/** JSON-LD (schema.org) for the pages' <head>; `absolute` turns a site path into a full address. */
type Absolute = (path: string) => string;

/** The company as the site settings describe it (the home page's JSON-LD). */
export function organizationJsonLd(settings: SiteSettings): (absolute: Absolute) => object[] {
  const sameAs = [settings.linkedinUrl, settings.twitterUrl, settings.githubUrl, settings.facebookUrl].filter(Boolean);
  // The shipped address is known to be a city and a country; one the admin typed is passed on as written.
  const address =
    settings.address === siteConfig.address
      ? { '@type': 'PostalAddress', addressLocality: 'Islamabad', addressCountry: 'PK' }
      : settings.address;
  return (absolute) => [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: settings.companyName,
      description: DEFAULT_DESCRIPTION,
      url: absolute('/'),
      logo: absolute('/logo-dark.svg'),
      email: settings.email,
      ...(settings.phones[0] ? { telephone: settings.phones[0] } : {}),
      address,
      ...(sameAs.length > 0 ? { sameAs } : {}),
    },
  ];
}

export function breadcrumbJsonLd(absolute: Absolute, trail: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

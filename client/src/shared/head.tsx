import { useEffect } from 'react';
import { siteConfig } from './site-config';
import { useSiteSettings } from './site-settings';
import { useServerRenderState, type PageHeadTags } from './server-render-context';

export const DEFAULT_DESCRIPTION =
  'Software and AI development company in Islamabad, Pakistan: custom software, AI automation and machine learning.';
export const DEFAULT_SOCIAL_IMAGE = '/social-card.png';

/** '<title> | <company>', the company as the admin named it in Settings. */
export const fullTitle = (title: string, companyName: string = siteConfig.companyName) => `${title} | ${companyName}`;

/** Shortens text to a meta description's usual length, at a word boundary. */
export function clip(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  // Drop a word cut in half, keep one that ends exactly at the limit.
  const whole = /\s/.test(plain[max - 1]) ? cut : cut.replace(/\s+\S*$/, '');
  return `${whole.trimEnd()}…`;
}

/**
 * Declares the page's title, description, social image and structured data. Rendered on the
 * server, the declaration is collected into the HTML's <head> (server/src/ssr); in the browser it
 * updates document.head after each navigation. Renders nothing.
 */
export function PageHead(tags: PageHeadTags) {
  const server = useServerRenderState();
  const { companyName } = useSiteSettings();
  if (server) server.head = tags;
  const { title, description, image, type, jsonLd } = tags;
  useEffect(() => {
    applyHead({ title, description, image, type, jsonLd }, companyName);
    // jsonLd is a fresh function each render; its content follows the other tags.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, description, image, type, companyName]);
  return null;
}

/** Marks the page noindex: in the server's HTML, and in document.head while mounted. */
export function NoIndex() {
  const server = useServerRenderState();
  if (server) server.noIndex = true;
  useEffect(() => {
    // The server's own tag (admin pages' HTML carries it) is reused rather than doubled.
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.appendChild(meta);
    }
    meta.content = 'noindex';
    const added = meta;
    return () => added.remove();
  }, []);
  return null;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** The site's public origin: the server's canonical link carries it; the page's own origin otherwise. */
function siteOrigin(): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  try {
    if (canonical) return new URL(canonical.href).origin;
  } catch {
    // Malformed: use the page's origin.
  }
  return window.location.origin;
}

function applyHead({ title, description, image, type, jsonLd }: PageHeadTags, companyName: string) {
  const origin = siteOrigin();
  const absolute = (path: string) => new URL(path, origin).href;
  const url = absolute(window.location.pathname);
  document.title = fullTitle(title, companyName);
  const text = description ?? DEFAULT_DESCRIPTION;
  setMeta('name', 'description', text);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = url;
  // Social tags matter to crawlers, which read the server's HTML; kept in step here only where present.
  if (document.head.querySelector('meta[property="og:title"]')) {
    const imageUrl = absolute(image || DEFAULT_SOCIAL_IMAGE);
    setMeta('property', 'og:title', fullTitle(title, companyName));
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:type', type === 'article' ? 'article' : 'website');
    setMeta('property', 'og:image', imageUrl);
    setMeta('name', 'twitter:title', fullTitle(title, companyName));
    setMeta('name', 'twitter:description', text);
    setMeta('name', 'twitter:image', imageUrl);
  }
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  for (const data of jsonLd?.(absolute) ?? []) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    document.head.appendChild(script);
  }
}

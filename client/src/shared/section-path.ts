/** The path without a trailing slash ('/admin/' is '/admin'); '/' stays '/'. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * Whether `pathname` is the page at `section` or one under it ('/blog' for '/blog/a-post'); a trailing slash does
 * not count, and '/' is only itself. The public nav bar and the admin's tabs mark their current link with it.
 */
export function isInSection(section: string, pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return path === section || path.startsWith(`${section}/`);
}

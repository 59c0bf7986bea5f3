/** The back office's addresses (the admin app and its login page): never cached, never indexed, never a form post. */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(-login)?(\/|$)/.test(pathname);
}

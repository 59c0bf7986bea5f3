/** SPEC §3/§6: the administrator's session token lives in local storage under 'admin_token'. */
export const ADMIN_TOKEN_KEY = 'admin_token';

export function readAdminToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAdminToken(token: string): void {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage unavailable (private mode): nothing stored, nothing to clear.
  }
}

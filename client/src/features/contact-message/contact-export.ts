import { readAdminToken } from '../../shared/auth-token';
import { handleUnauthenticated } from '../../shared/apollo';

/**
 * Downloads the inbox as CSV from the admin-only REST route (GET /api/contact/export.csv, which quotes
 * cells and neutralises spreadsheet formulas). A link cannot carry the bearer token, so the file is
 * fetched with it and handed to the browser as a download.
 */
export async function downloadContactsCsv(search: string): Promise<void> {
  const token = readAdminToken();
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';
  const response = await fetch(`/api/contact/export.csv${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (response.status === 401) {
    handleUnauthenticated();
    throw new Error('Not signed in');
  }
  if (!response.ok) throw new Error(`Export failed with HTTP ${response.status}`);
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'contact-messages.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import type { Router } from 'express';
import { adminOnly, fileOf } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';

/**
 * POST /api/content-images (multipart, file field `file`, admin): { url } of the stored image; mirrors uploadContentImage.
 * POST /api/admin/accessibility-check (JSON `{ html }`, admin): the problems found, [{ code, message, excerpt }]; mirrors
 * accessibilityProblems. A read despite its method (the HTML is too long for a query string): it changes nothing.
 */
export function registerRichTextRoutes(router: Router, { services, upload }: RestContext): void {
  const file = upload({ name: 'file', maxCount: 1 });
  router.post('/content-images', adminOnly, file, async (req, res) => {
    const url = await services.richText.uploadContentImage(req.viewer, fileOf(req, 'file'));
    res.status(201).json({ url });
  });
  router.post('/admin/accessibility-check', adminOnly, (req, res) => {
    const body: unknown = req.body;
    const html = body && typeof body === 'object' ? (body as Record<string, unknown>).html : undefined;
    res.json(services.richText.accessibilityProblems(req.viewer, html));
  });
}

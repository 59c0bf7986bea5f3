import type { Router } from 'express';
import { adminOnly, fileOf } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
import { documented, objectShape } from '../../http/route-docs';

/**
 * POST /api/content-images (multipart, file field `file`, admin): { url } of the stored image; mirrors uploadContentImage.
 * POST /api/admin/accessibility-check (JSON `{ html }`, admin): the problems found, [{ code, message, excerpt }]; mirrors
 * accessibilityProblems. A read despite its method (the HTML is too long for a query string): it changes nothing.
 */
export function registerRichTextRoutes(router: Router, { services, upload }: RestContext): void {
  const file = upload({ name: 'file', maxCount: 1 });
  const routes = documented(router, 'Rich text');
  const image = {
    summary: 'Stores an image for rich text; answers its URL',
    twin: 'Mutation.uploadContentImage',
    status: 201,
    answer: objectShape({ url: 'String!' }),
  } as const;
  routes.post('/content-images', image, adminOnly, file, async (req, res) => {
    const url = await services.richText.uploadContentImage(req.viewer, fileOf(req, 'file'));
    res.status(201).json({ url });
  });
  const check = {
    summary: 'What readers would miss in this HTML (a read: it changes nothing)',
    twin: 'Query.accessibilityProblems',
    body: { type: 'object', properties: { html: 'String!' }, required: ['html'] },
  } as const;
  routes.post('/admin/accessibility-check', check, adminOnly, (req, res) => {
    const body: unknown = req.body;
    const html = body && typeof body === 'object' ? (body as Record<string, unknown>).html : undefined;
    res.json(services.richText.accessibilityProblems(req.viewer, html));
  });
}

import type { Router } from 'express';
import { adminOnly, fileOf } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';

/** POST /api/content-images (multipart, file field `file`, admin): { url } of the stored image; mirrors uploadContentImage. */
export function registerRichTextRoutes(router: Router, { services, upload }: RestContext): void {
  const file = upload({ name: 'file', maxCount: 1 });
  router.post('/content-images', adminOnly, file, async (req, res) => {
    const url = await services.richText.uploadContentImage(req.viewer, fileOf(req, 'file'));
    res.status(201).json({ url });
  });
}

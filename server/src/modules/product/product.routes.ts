import type { Router } from 'express';
import {
  adminOnly,
  deleted,
  fileOf,
  filesOf,
  formValues,
  pageFrom,
  param,
  publicGet,
  sendRecord,
  toRest,
} from '../../rest/rest-kit';
import { registerOrderRoute } from '../../rest/record-routes';
import type { RestContext } from '../../rest/rest-context';
import type { CreateProductInput, UpdateProductInput } from './product.inputs';

/** Text fields as given; `features` is repeated once per item (or `features[]`, or a JSON list). */
function productValues(body: unknown): UpdateProductInput {
  return formValues(body, ['features']) as UpdateProductInput;
}

/**
 * /api/products: banner file field `image`, optional `screenshots` files (appended on update),
 * the screenshot list calls, lookup by slug, and the manual order (PUT /api/products/order {ids}). Batch limits are the service's (at most 10),
 * so the parser lets a few more through to answer with that message.
 */
export function registerProductRoutes(router: Router, context: RestContext): void {
  const { services, upload } = context;
  const products = services.products;
  const files = upload({ name: 'image', maxCount: 1 }, { name: 'screenshots', maxCount: 20 });
  const screenshotFiles = upload({ name: 'screenshots', maxCount: 20 });
  registerOrderRoute(router, '/products', (viewer, ids) => products.reorder(viewer, ids));

  publicGet(router, context, '/products', (req) => products.list(pageFrom(req)));
  publicGet(router, context, '/products/slug/:slug', (req) => products.getBySlug(param(req, 'slug')));
  publicGet(router, context, '/products/:id', (req) => products.get(param(req, 'id')));
  router.post('/products', adminOnly, files, async (req, res) => {
    const input = productValues(req.body) as CreateProductInput;
    const created = await products.create(req.viewer, input, fileOf(req, 'image'), filesOf(req, 'screenshots'));
    res.status(201).json(toRest(created));
  });
  router.put('/products/:id', adminOnly, files, async (req, res) => {
    const updated = await products.update(
      req.viewer,
      param(req, 'id'),
      productValues(req.body),
      fileOf(req, 'image'),
      filesOf(req, 'screenshots'),
    );
    sendRecord(res, updated);
  });
  router.delete('/products/:id', adminOnly, async (req, res) => {
    await products.delete(req.viewer, param(req, 'id'));
    res.json(deleted(products.entityName));
  });

  router.get('/products/:id/screenshots', async (req, res) => {
    res.json({ screenshots: (await products.get(param(req, 'id'))).screenshots });
  });
  router.post('/products/:id/screenshots', adminOnly, screenshotFiles, async (req, res) => {
    const { screenshots, added } = await products.addScreenshots(req.viewer, param(req, 'id'), filesOf(req, 'screenshots'));
    res.json({ message: `Added ${added.length} screenshots`, added, total: screenshots.length, screenshots });
  });
  router.delete('/products/:id/screenshots/:index', adminOnly, async (req, res) => {
    // A non-numeric index becomes NaN, which the service refuses as 'Invalid screenshot index'.
    const index = /^\d+$/.test(param(req, 'index')) ? Number(param(req, 'index')) : Number.NaN;
    const { removed, screenshots } = await products.removeScreenshot(req.viewer, param(req, 'id'), index);
    res.json({ message: 'Screenshot removed successfully', removed, remainingCount: screenshots.length, screenshots });
  });
}

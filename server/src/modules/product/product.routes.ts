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
import { documented, MESSAGE, objectShape, PAGE } from '../../http/route-docs';
import { listFieldsOf } from '@field-rules';
import { PRODUCT_RECORD } from '@field-rules/records/product';
import type { CreateProductInput, UpdateProductInput } from './product.inputs';

const LIST_FIELDS = listFieldsOf(PRODUCT_RECORD);

/** Text fields as given; `features` is repeated once per item (or `features[]`, or a JSON list). */
function productValues(body: unknown): UpdateProductInput {
  return formValues(body, LIST_FIELDS) as UpdateProductInput;
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
  const routes = documented(router, 'Products');
  registerOrderRoute(routes, '/products', 'Mutation.reorderProducts', (viewer, ids) => products.reorder(viewer, ids));

  publicGet(
    routes,
    context,
    '/products',
    { summary: 'Lists them, in the manual order', twin: 'Query.products', query: PAGE },
    (req) => products.list(pageFrom(req)),
  );
  publicGet(routes, context, '/products/slug/:slug', { summary: 'One, by slug', twin: 'Query.productBySlug' }, (req) =>
    products.getBySlug(param(req, 'slug')),
  );
  publicGet(routes, context, '/products/:id', { summary: 'One, by id', twin: 'Query.product' }, (req) =>
    products.get(param(req, 'id')),
  );
  routes.post(
    '/products',
    { summary: 'Creates one', twin: 'Mutation.createProduct', status: 201 },
    adminOnly,
    files,
    async (req, res) => {
      const input = productValues(req.body) as CreateProductInput;
      const created = await products.create(req.viewer, input, fileOf(req, 'image'), filesOf(req, 'screenshots'));
      res.status(201).json(toRest(created));
    },
  );
  const update = { summary: 'Changes the fields sent; screenshots sent are appended', twin: 'Mutation.updateProduct' } as const;
  routes.put('/products/:id', update, adminOnly, files, async (req, res) => {
    const updated = await products.update(
      req.viewer,
      param(req, 'id'),
      productValues(req.body),
      fileOf(req, 'image'),
      filesOf(req, 'screenshots'),
    );
    sendRecord(res, updated);
  });
  routes.delete('/products/:id', { summary: 'Moves one to the trash', answer: MESSAGE }, adminOnly, async (req, res) => {
    await products.delete(req.viewer, param(req, 'id'));
    res.json(deleted(products.entityName));
  });

  const screenshots = { summary: "A product's screenshot URLs", answer: objectShape({ screenshots: '[String!]!' }) } as const;
  routes.get('/products/:id/screenshots', screenshots, async (req, res) => {
    res.json({ screenshots: (await products.get(param(req, 'id'))).screenshots });
  });
  const add = {
    summary: 'Appends screenshots (at most 10 a call)',
    twin: 'Mutation.addProductScreenshots',
    answer: objectShape({ message: 'String!', added: '[String!]!', total: 'Int!', screenshots: '[String!]!' }),
  } as const;
  routes.post('/products/:id/screenshots', add, adminOnly, screenshotFiles, async (req, res) => {
    const { screenshots, added } = await products.addScreenshots(req.viewer, param(req, 'id'), filesOf(req, 'screenshots'));
    res.json({ message: `Added ${added.length} screenshots`, added, total: screenshots.length, screenshots });
  });
  const remove = {
    summary: 'Removes the screenshot at a position (from 0)',
    twin: 'Mutation.removeProductScreenshot',
    answer: objectShape({ message: 'String!', removed: 'String!', remainingCount: 'Int!', screenshots: '[String!]!' }),
  } as const;
  routes.delete('/products/:id/screenshots/:index', remove, adminOnly, async (req, res) => {
    // A non-numeric index becomes NaN, which the service refuses as 'Invalid screenshot index'.
    const index = /^\d+$/.test(param(req, 'index')) ? Number(param(req, 'index')) : Number.NaN;
    const { removed, screenshots } = await products.removeScreenshot(req.viewer, param(req, 'id'), index);
    res.json({ message: 'Screenshot removed successfully', removed, remainingCount: screenshots.length, screenshots });
  });
}

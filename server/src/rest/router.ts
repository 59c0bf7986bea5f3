import express, { Router } from 'express';
import type { DataSource } from 'typeorm';
import { registerAdminRoutes } from '../modules/admin/admin.routes';
import { registerBlogPostRoutes } from '../modules/blog-post/blog-post.routes';
import { registerContactMessageRoutes } from '../modules/contact-message/contact-message.routes';
import { registerFounderRoutes } from '../modules/founder/founder.routes';
import { registerPartnerRoutes } from '../modules/partner/partner.routes';
import { registerProductRoutes } from '../modules/product/product.routes';
import { registerProjectRoutes } from '../modules/project/project.routes';
import { registerServiceCategoryRoutes } from '../modules/service-category/service-category.routes';
import { registerTeamMemberRoutes } from '../modules/team-member/team-member.routes';
import type { Services } from '../services';
import { errorHandler, notFoundHandler } from './http-errors';
import { createUploadParser, type UploadParser } from './rest-kit';

export interface RestDeps {
  services: Services;
  dataSource: DataSource;
  maxUploadBytes: number;
}

/** What each module's route table receives. */
export interface RestContext {
  services: Services;
  upload: UploadParser;
}

/** The REST door under /api (REST-CONTRACT.md): thin route tables over the same services. */
export function createRestRouter({ services, dataSource, maxUploadBytes }: RestDeps): Router {
  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  router.use(async (req, _res, next) => {
    req.viewer = await services.admin.authenticate(req.headers.authorization, req.ip ?? 'unknown');
    next();
  });

  router.get('/health', async (_req, res) => {
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'OK', message: 'Server is running' });
    } catch {
      res.status(503).json({ status: 'ERROR', message: 'Database is not reachable' });
    }
  });

  const context: RestContext = { services, upload: createUploadParser(maxUploadBytes) };
  for (const register of [
    registerAdminRoutes,
    registerFounderRoutes,
    registerTeamMemberRoutes,
    registerServiceCategoryRoutes,
    registerProjectRoutes,
    registerProductRoutes,
    registerBlogPostRoutes,
    registerContactMessageRoutes,
    registerPartnerRoutes,
  ]) {
    register(router, context);
  }

  router.use(notFoundHandler);
  router.use(errorHandler);
  return router;
}

import { Router } from 'express';
import type { DataSource } from 'typeorm';
import type { Services } from '../services';
import { errorHandler, notFoundHandler } from './http-errors';

export interface RestDeps {
  services: Services;
  dataSource: DataSource;
}

/** The REST door under /api (REST-CONTRACT.md): thin routes over the same services. */
export function createRestRouter({ dataSource }: RestDeps): Router {
  const router = Router();

  router.get('/health', async (_req, res) => {
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'OK', message: 'Server is running' });
    } catch {
      res.status(503).json({ status: 'ERROR', message: 'Server is running' });
    }
  });

  router.use(notFoundHandler);
  router.use(errorHandler);
  return router;
}

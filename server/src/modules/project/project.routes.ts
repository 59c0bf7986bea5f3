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
import type { CreateProjectInput, UpdateProjectInput } from './project.inputs';

const LIST_FIELDS = ['tags', 'features', 'technologies', 'screenshots'] as const;

/** Text fields as given; the lists arrive JSON-encoded in one field (tags='["React"]') or repeated. */
function projectValues(body: unknown): UpdateProjectInput {
  return formValues(body, LIST_FIELDS) as UpdateProjectInput;
}

/** /api/projects: multipart with file `image` (and optional `screenshots` files, appended); PUT /api/projects/order {ids}. */
export function registerProjectRoutes(router: Router, context: RestContext): void {
  const { services, upload } = context;
  const projects = services.projects;
  const files = upload({ name: 'image', maxCount: 1 }, { name: 'screenshots', maxCount: 20 });
  registerOrderRoute(router, '/projects', (viewer, ids) => projects.reorder(viewer, ids));
  publicGet(router, context, '/projects', (req) => projects.list(pageFrom(req)));
  publicGet(router, context, '/projects/:id', (req) => projects.get(param(req, 'id')));
  router.post('/projects', adminOnly, files, async (req, res) => {
    const { screenshots: _keep, ...input } = projectValues(req.body);
    const created = await projects.create(
      req.viewer,
      input as CreateProjectInput,
      fileOf(req, 'image'),
      filesOf(req, 'screenshots'),
    );
    res.status(201).json(toRest(created));
  });
  router.put('/projects/:id', adminOnly, files, async (req, res) => {
    const updated = await projects.update(
      req.viewer,
      param(req, 'id'),
      projectValues(req.body),
      fileOf(req, 'image'),
      filesOf(req, 'screenshots'),
    );
    sendRecord(res, updated);
  });
  router.delete('/projects/:id', adminOnly, async (req, res) => {
    await projects.delete(req.viewer, param(req, 'id'));
    res.json(deleted(projects.entityName));
  });
}

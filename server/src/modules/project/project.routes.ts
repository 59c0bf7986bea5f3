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
import { documented, MESSAGE, PAGE } from '../../http/route-docs';
import { listFieldsOf } from '@field-rules';
import { PROJECT_RECORD } from '@field-rules/records/project';
import type { CreateProjectInput, UpdateProjectInput } from './project.inputs';

/** The description's lists, and the screenshot URLs to keep (update only). */
const LIST_FIELDS = [...listFieldsOf(PROJECT_RECORD), 'screenshots'];

/** Text fields as given; the lists arrive JSON-encoded in one field (tags='["React"]') or repeated. */
function projectValues(body: unknown): UpdateProjectInput {
  return formValues(body, LIST_FIELDS) as UpdateProjectInput;
}

/** /api/projects: multipart with file `image` (and optional `screenshots` files, appended); PUT /api/projects/order {ids}. */
export function registerProjectRoutes(router: Router, context: RestContext): void {
  const { services, upload } = context;
  const projects = services.projects;
  const files = upload({ name: 'image', maxCount: 1 }, { name: 'screenshots', maxCount: 20 });
  const routes = documented(router, 'Projects');
  registerOrderRoute(routes, '/projects', 'Mutation.reorderProjects', (viewer, ids) => projects.reorder(viewer, ids));
  publicGet(
    routes,
    context,
    '/projects',
    { summary: 'Lists them, in the manual order', twin: 'Query.projects', query: PAGE },
    (req) => projects.list(pageFrom(req)),
  );
  publicGet(routes, context, '/projects/:id', { summary: 'One, by id', twin: 'Query.project' }, (req) =>
    projects.get(param(req, 'id')),
  );
  routes.post(
    '/projects',
    { summary: 'Creates one', twin: 'Mutation.createProject', status: 201 },
    adminOnly,
    files,
    async (req, res) => {
      const { screenshots: _keep, ...input } = projectValues(req.body);
      const created = await projects.create(
        req.viewer,
        input as CreateProjectInput,
        fileOf(req, 'image'),
        filesOf(req, 'screenshots'),
      );
      res.status(201).json(toRest(created));
    },
  );
  const update = { summary: 'Changes the fields sent; screenshots sent are appended', twin: 'Mutation.updateProject' } as const;
  routes.put('/projects/:id', update, adminOnly, files, async (req, res) => {
    const updated = await projects.update(
      req.viewer,
      param(req, 'id'),
      projectValues(req.body),
      fileOf(req, 'image'),
      filesOf(req, 'screenshots'),
    );
    sendRecord(res, updated);
  });
  routes.delete('/projects/:id', { summary: 'Moves one to the trash', answer: MESSAGE }, adminOnly, async (req, res) => {
    await projects.delete(req.viewer, param(req, 'id'));
    res.json(deleted(projects.entityName));
  });
}

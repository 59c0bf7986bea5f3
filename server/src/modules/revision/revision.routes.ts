import type { Router } from 'express';
import { adminOnly, param, textValue, toRest } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
import { documented, restOnlyFields } from '../../http/route-docs';

// The policy's row: REST answers it whole (its id and when it changed), GraphQL only the three numbers.
restOnlyFields('RevisionPolicy', { id: 'ID!', updatedAt: 'DateTimeISO!' });
// A revision's stored row: every field of the record after the save, by name, beside `values` (what both doors show).
restOnlyFields('Revision', {
  snapshot: { type: 'object', description: 'The record after the save, field by field (REST only; JSON values).' },
});

/**
 * /api/admin/revisions?recordType=&recordId= (a record's revisions, newest first) and
 * POST /api/admin/revisions/:id/restore (the new revision); GET and PUT (JSON) /api/admin/revision-policy. Admin only.
 */
export function registerRevisionRoutes(router: Router, { services }: RestContext): void {
  const routes = documented(router, 'Revisions');
  const list = {
    summary: "A record's revisions, newest first",
    twin: 'Query.revisions',
    query: { recordType: 'String!', recordId: 'String!' },
  } as const;
  routes.get('/admin/revisions', list, adminOnly, async (req, res) => {
    const recordType = textValue(req.query.recordType) ?? '';
    const recordId = textValue(req.query.recordId) ?? '';
    res.json(toRest(await services.revisions.list(req.viewer, recordType, recordId)));
  });
  const restore = { summary: "Saves the record with a revision's fields", twin: 'Mutation.restoreRevision' } as const;
  routes.post('/admin/revisions/:id/restore', restore, adminOnly, async (req, res) => {
    res.json(toRest(await services.revisions.restore(req.viewer, param(req, 'id'))));
  });
  routes.get(
    '/admin/revision-policy',
    { summary: 'How many revisions are kept', twin: 'Query.revisionPolicy' },
    adminOnly,
    async (req, res) => {
      res.json(toRest(await services.revisions.policy(req.viewer)));
    },
  );
  const policy = { summary: 'Changes the revision policy', twin: 'Mutation.updateRevisionPolicy' } as const;
  routes.put('/admin/revision-policy', policy, adminOnly, async (req, res) => {
    res.json(toRest(await services.revisions.updatePolicy(req.viewer, req.body ?? {})));
  });
}

import type { Router } from 'express';
import { adminOnly, booleanValue, deleted, formValues, pageFrom, param, textValue, toRest } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/rest-context';
import { documented, MESSAGE, objectShape, PAGE } from '../../http/route-docs';
import { ValidationError } from '../../shared/errors';
import type { SubmitContactMessageInput } from './contact-message.inputs';

/**
 * /api/contact: visitors POST (JSON, or multipart text fields like every write: REST-CONTRACT);
 * the admin lists (?search= added), deletes, and (routes of ours, not the original API's) counts the
 * unread, marks read or unread, and exports CSV. A message carries no files: any file field is a 400.
 */
export function registerContactMessageRoutes(router: Router, { services, upload }: RestContext): void {
  const contact = services.contactMessages;
  const textFieldsOnly = upload();
  const searchOf = (query: unknown) => textValue((query as Record<string, unknown>).search) ?? undefined;
  const routes = documented(router, 'Contact');
  const submit = {
    summary: 'Sends a message (visitors)',
    twin: 'Mutation.submitContactMessage',
    status: 201,
    errors: [429],
  } as const;
  routes.post('/contact', submit, textFieldsOnly, async (req, res) => {
    const message = await contact.submit(req.viewer, formValues(req.body) as unknown as SubmitContactMessageInput, req.headers);
    res.status(201).json(toRest(message));
  });
  const list = {
    summary: 'The messages, newest first',
    twin: 'Query.contactMessages',
    query: { ...PAGE, search: 'String' },
  } as const;
  routes.get('/contact', list, adminOnly, async (req, res) => {
    res.json(toRest(await contact.list(req.viewer, { ...pageFrom(req), search: searchOf(req.query) })));
  });
  const unread = { summary: 'How many messages are unread', answer: objectShape({ count: 'Int!' }) } as const;
  routes.get('/contact/unread-count', unread, adminOnly, async (req, res) => {
    res.json({ count: await contact.unreadCount(req.viewer) });
  });
  const csv = {
    summary: 'The messages as a CSV file (?search= as the list)',
    answer: { type: 'string' },
    answerType: 'text/csv',
    query: { search: 'String' },
  } as const;
  routes.get('/contact/export.csv', csv, adminOnly, async (req, res) => {
    const csv = await contact.exportCsv(req.viewer, searchOf(req.query));
    const day = new Date().toISOString().slice(0, 10);
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="contact-messages-${day}.csv"`);
    res.set('Cache-Control', 'no-store');
    res.send(csv);
  });
  // JSON {read: true|false}; no body means read.
  const read = {
    summary: 'Marks a message read (or unread with {read: false})',
    twin: 'Mutation.markContactMessageRead',
    body: { type: 'object', properties: { read: 'Boolean!' } },
  } as const;
  routes.put('/contact/:id/read', read, adminOnly, textFieldsOnly, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const read = body.read === undefined ? true : booleanValue(body.read);
    if (read === undefined) throw ValidationError.single('read', 'read must be true or false');
    res.json(toRest(await contact.markRead(req.viewer, param(req, 'id'), read)));
  });
  routes.delete('/contact/:id', { summary: 'Moves a message to the trash', answer: MESSAGE }, adminOnly, async (req, res) => {
    await contact.delete(req.viewer, param(req, 'id'));
    res.json(deleted(contact.entityName));
  });
}

import type { Router } from 'express';
import { adminOnly, deleted, formValues, pageFrom, param, toRest } from '../../rest/rest-kit';
import type { RestContext } from '../../rest/router';
import type { SubmitContactMessageInput } from './contact-message.inputs';

/**
 * /api/contact: visitors POST (JSON, or multipart text fields like every write: REST-CONTRACT);
 * the admin lists and deletes. A message carries no files: any file field is a 400.
 */
export function registerContactMessageRoutes(router: Router, { services, upload }: RestContext): void {
  const contact = services.contactMessages;
  const textFieldsOnly = upload();
  router.post('/contact', textFieldsOnly, async (req, res) => {
    const message = await contact.submit(req.viewer, formValues(req.body) as unknown as SubmitContactMessageInput);
    res.status(201).json(toRest(message));
  });
  router.get('/contact', adminOnly, async (req, res) => {
    res.json(toRest(await contact.list(req.viewer, pageFrom(req))));
  });
  router.delete('/contact/:id', adminOnly, async (req, res) => {
    await contact.delete(req.viewer, param(req, 'id'));
    res.json(deleted(contact.entityName));
  });
}

import type { DataSource } from 'typeorm';
import { ContactMessage } from './contact-message.entity';

let sequence = 0;

/** A valid contact message's fields; override what a test cares about. */
export function buildContactMessage(overrides: Partial<ContactMessage> = {}): Partial<ContactMessage> {
  sequence += 1;
  return {
    name: `Visitor ${sequence}`,
    email: `visitor${sequence}@example.com`,
    message: 'We would like a quote for an AI chatbot for our support team.',
    ...overrides,
  };
}

export function insertContactMessage(dataSource: DataSource, overrides: Partial<ContactMessage> = {}): Promise<ContactMessage> {
  const repo = dataSource.getRepository(ContactMessage);
  return repo.save(repo.create(buildContactMessage(overrides)));
}

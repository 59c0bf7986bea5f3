import { ContactMessage } from './contact-message.entity';
import { recordFactory } from '../../test/record-factory';

const contactMessages = recordFactory(ContactMessage, (n) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  message: 'We would like a quote for an AI chatbot for our support team.',
}));

/** A valid contact message's fields; override what a test cares about. */
export const buildContactMessage = contactMessages.build;
export const insertContactMessage = contactMessages.insert;

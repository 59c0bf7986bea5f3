import { Field, InputType } from 'type-graphql';
import { CONTACT_MESSAGE_MAX, NAME_MAX } from '@field-rules';
import { RequiredTextField, RequiredEmail } from '../../shared/input-fields';

/**
 * The public contact form (SPEC §5). The SPEC shows no length bounds; these match the
 * columns so nothing reaches the database that it would refuse.
 * A later decorator runs first: the length message wins over the email shape for a too-long address.
 */
@InputType()
export class SubmitContactMessageInput {
  @RequiredTextField('Name', NAME_MAX)
  name: string;

  @Field()
  @RequiredEmail()
  email: string;

  @RequiredTextField('Message', CONTACT_MESSAGE_MAX)
  message: string;

  /**
   * The honeypot: the form hides this field from people, so only a bot fills it in. Such a
   * message is answered like any other and dropped (ContactMessageService.submit). It has no
   * validation rules, so validateInput's whitelist strips it: the service reads it first.
   */
  @Field(() => String, { nullable: true, description: 'Leave empty. Hidden on the contact form; only bots fill it in.' })
  website?: string | null;
}

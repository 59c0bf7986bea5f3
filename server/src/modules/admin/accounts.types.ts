import { Field, InputType, ObjectType } from 'type-graphql';
import { AdminInvitation } from './admin-invitation.entity';

@InputType()
export class InviteAccountInput {
  @Field({ nullable: true })
  email?: string;

  @Field({ nullable: true, description: "'admin' (owner), 'editor' or 'author'." })
  role?: string;
}

@ObjectType({ description: 'An invitation made: emailed, or its link to hand over (shown this once).' })
export class InvitationSentPayload {
  @Field(() => AdminInvitation)
  invitation: AdminInvitation;

  @Field({ description: 'Whether the link went by email (SMTP_URL and PUBLIC_URL set and the server took it).' })
  emailed: boolean;

  @Field(() => String, { nullable: true, description: 'The link, when no email carried it; shown only in this answer.' })
  link: string | null;
}

@InputType()
export class AcceptInvitationInput {
  @Field()
  token: string;

  @Field({ nullable: true })
  username?: string;

  @Field({ nullable: true })
  password?: string;
}

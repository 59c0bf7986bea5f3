import { ObjectType } from 'type-graphql';
import { TextColumn } from './field-columns';
import { EMAIL_MAX, NAME_MAX } from '@field-rules';
import { OrderedRecord } from './ordered-record';

/**
 * The person columns shared by founders and team members (SPEC §5; the form is field-rules/records/person.ts).
 * Each entity extends it; the base itself never appears in the schema.
 */
@ObjectType()
export abstract class ProfileRecord extends OrderedRecord {
  @TextColumn({ length: NAME_MAX })
  name: string;

  @TextColumn({ length: NAME_MAX })
  role: string;

  @TextColumn()
  bio: string;

  @TextColumn({ length: EMAIL_MAX })
  email: string;

  @TextColumn({ nullable: true })
  linkedin: string | null;
}

import { Field, InputType } from 'type-graphql';
import { IsNotEmpty } from 'class-validator';
import { requiredMessage } from '@field-rules';

/** A redirect an administrator adds (the Redirects screen). The paths' shapes are checked by RedirectService. */
@InputType()
export class CreateRedirectInput {
  @Field({ description: 'A path of this site, e.g. /old-page.' })
  @IsNotEmpty({ message: requiredMessage('From') })
  fromPath: string;

  @Field({ description: 'A path of this site, or an http(s) URL.' })
  @IsNotEmpty({ message: requiredMessage('To') })
  toPath: string;
}

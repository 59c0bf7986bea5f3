import { Field, ObjectType } from 'type-graphql';
import { Admin } from './admin.entity';

@ObjectType()
export class LoginPayload {
  @Field()
  success: boolean;

  @Field()
  message: string;

  @Field()
  token: string;

  @Field(() => Admin)
  admin: Admin;
}

@ObjectType()
export class AdminProfilePayload {
  @Field()
  success: boolean;

  @Field(() => Admin)
  admin: Admin;
}

@ObjectType()
export class AuthMessagePayload {
  @Field()
  success: boolean;

  @Field()
  message: string;
}

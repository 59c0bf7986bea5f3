import { Field, ID, Int, ObjectType } from 'type-graphql';
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

@ObjectType({ description: "The signed-in admin's second factor." })
export class TwoFactorStatus {
  @Field()
  enabled: boolean;

  @Field(() => Int, { description: 'Unused recovery codes (0 while two-factor is off).' })
  recoveryCodesLeft: number;
}

@ObjectType({ description: 'A new TOTP secret to add to an authenticator app; login is unchanged until enableTwoFactor.' })
export class TwoFactorSetupPayload {
  @Field({ description: 'Base32, for typing in when the QR code cannot be scanned.' })
  secret: string;

  @Field()
  otpauthUrl: string;

  @Field({ description: 'The otpauth URL as a QR code, a PNG data: URL.' })
  qrCode: string;
}

@ObjectType()
export class TwoFactorEnablePayload {
  @Field()
  success: boolean;

  @Field()
  message: string;

  @Field(() => [String], { description: 'Each works once in place of a code. Shown this once; only their hashes are kept.' })
  recoveryCodes: string[];
}

@ObjectType({ description: "One of the signed-in admin's live sessions (a token that has not been revoked or expired)." })
export class ActiveSession {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true, description: 'The User-Agent of the browser that logged in.' })
  userAgent: string | null;

  @Field(() => String, { nullable: true, description: 'The client address, as last seen.' })
  ipAddress: string | null;

  @Field()
  createdAt: Date;

  @Field({ description: 'Updated at most once a minute.' })
  lastUsedAt: Date;

  @Field({ description: 'True for the session of the token this request carries.' })
  current: boolean;
}

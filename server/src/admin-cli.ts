import 'reflect-metadata';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { AdminService } from './modules/admin/admin.service';

const USAGE = `Usage:
  npm run admin:reset-password -- <username or email> [new password]
  npm run admin:disable-2fa -- <username or email>`;

/**
 * reset-password: without a new password one is generated and printed.
 * disable-2fa: for an owner who lost both the authenticator and the recovery codes.
 * Either way every token of that admin is revoked.
 */
async function main(command: string | undefined, login: string | undefined, newPassword: string | undefined): Promise<void> {
  if (!login || (command !== 'reset-password' && command !== 'disable-2fa')) {
    console.log(USAGE);
    process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const admins = new AdminService(db.dataSource, config);
    if (command === 'disable-2fa') {
      const admin = await admins.disableTwoFactor(login);
      console.log(`Two-factor sign-in of ${admin.username} turned off; sign in with the password and set it up again.`);
      return;
    }
    const { admin, password } = await admins.resetPassword(login, newPassword);
    console.log(`Password of ${admin.username} reset.${newPassword ? '' : ` New password: ${password}`}`);
  } finally {
    await db.close();
  }
}

main(process.argv[2], process.argv[3], process.argv[4]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

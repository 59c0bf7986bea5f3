import 'reflect-metadata';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { AdminService } from './modules/admin/admin.service';

/**
 * npm run admin:reset-password -- <username or email> [new password]
 * Without a new password one is generated and printed. Every token of that admin is revoked.
 */
async function main(login: string | undefined, newPassword: string | undefined): Promise<void> {
  if (!login) {
    console.log('Usage: npm run admin:reset-password -- <username or email> [new password]');
    process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const admins = new AdminService(db.dataSource, config);
    const { admin, password } = await admins.resetPassword(login, newPassword);
    console.log(`Password of ${admin.username} reset.${newPassword ? '' : ` New password: ${password}`}`);
  } finally {
    await db.close();
  }
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// A clinic's first administrator (or any other, without the Administrators screen):
//   npm run admin:invite -- --email ada@clinic.example --first-name Ada --last-name Lovelace
// Uses the API's own configuration (DATABASE_URL, else the embedded database in DATA_DIR; APP_URL
// for the link). Creates the administrator as the Administrators screen does and prints the
// single-use link that chooses the password: it does not depend on email being set up.
import { Check } from 'typebox/value';
import { loadConfig } from '../src/config.js';
import { migrate, openDatabase, type Database } from '../src/db/index.js';
import { DataDirLockedError } from '../src/db/lock.js';
import { HttpError } from '../src/lib/http-error.js';
import { InviteAdministratorBody } from '../src/modules/users/administrators.schemas.js';
import { inviteAdministrator } from '../src/modules/users/administrators.service.js';

const USAGE =
  'Usage: npm run admin:invite -- --email ada@clinic.example --first-name Ada --last-name Lovelace';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  const value = i === -1 ? undefined : process.argv[i + 1];
  return value === undefined || value.startsWith('--') ? undefined : value;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const body = {
  email: option('email') ?? '',
  firstName: option('first-name') ?? '',
  lastName: option('last-name') ?? '',
};
if (!body.email || !body.firstName.trim() || !body.lastName.trim()) fail(USAGE);
if (!Check(InviteAdministratorBody, body))
  fail(`Enter a valid email address and names of at most 80 characters.\n${USAGE}`);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail(`Configuration error: ${error instanceof Error ? error.message : String(error)}`);
}

let database: Database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  // The embedded database belongs to one process: a running API holds it.
  if (error instanceof DataDirLockedError)
    fail(
      `${error.message}\nThe embedded database is locked by the running API. Stop the API, run this command again, then start the API.`,
    );
  throw error;
}

try {
  await migrate(database);
  const invitation = await inviteAdministrator(
    { db: database.db, config, now: () => new Date() },
    body,
    null,
  );
  const { administrator } = invitation;
  console.log(
    `${administrator.firstName} ${administrator.lastName} <${administrator.email}> is an administrator.`,
  );
  console.log('Give them this link to choose a password (it works once, for 72 hours):');
  console.log(`  ${invitation.link}`);
  console.log(
    'At their first sign-in they set up an authenticator app. Nothing was emailed; send the link yourself.',
  );
} catch (error) {
  // A taken address, a name that is no name: the same sentence the screen shows.
  if (!(error instanceof HttpError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}

import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runFiguresCheck } from './figuresCheckRun';

/*
 * npm run figures:check [-- --repair] — recomputes every kept dashboard figure (issue 37 item 1)
 * from the invoices, receipts, refunds, maintenance requests and deposits of the configured
 * database (DATABASE_URL, or the embedded one under DATA_DIR) and prints each difference: table,
 * landlord, property, month / due day / status, figure, kept and recomputed. Exit 0 when all
 * agree, 1 when any differs. Run it against a stopped embedded database: PGlite is one process's.
 */

async function main(argv: string[]): Promise<number> {
  const database = await openDatabase(loadConfig(process.env));
  try {
    return await runFiguresCheck(database.db, { repair: argv.includes('--repair') }, (line) =>
      console.log(line),
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);

import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { checkKeptFigures, describeDifference, repairKeptFigures } from '../services/keptFigures';

/*
 * npm run figures:check [-- --repair] — recomputes every kept dashboard figure (issue 37 item 1)
 * from the invoices, receipts, refunds, maintenance requests and deposits of the configured
 * database (DATABASE_URL, or the embedded one under DATA_DIR) and prints each difference: table,
 * landlord, property, month / due day / status, figure, kept and recomputed. Exit 0 when all
 * agree, 1 when any differs. With --repair the kept figures are counted afresh, then checked again.
 * Run it against a stopped embedded database: PGlite opens one process at a time.
 */

async function main(argv: string[]): Promise<number> {
  const repair = argv.includes('--repair');
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    const differences = await checkKeptFigures(database.db);
    for (const d of differences) console.log(describeDifference(d));
    if (differences.length === 0) {
      console.log('Every kept dashboard figure equals its recount.');
      return 0;
    }
    console.log(`${differences.length} kept figure(s) differ from their recount.`);
    if (!repair) return 1;
    await repairKeptFigures(database.db);
    const left = await checkKeptFigures(database.db);
    for (const d of left) console.log(describeDifference(d));
    console.log(left.length === 0 ? 'Repaired: every kept figure counted afresh.' : 'Still different after the repair.');
    return left.length === 0 ? 0 : 1;
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

import type { Database } from '../db/client';
import { checkKeptFigures, describeDifference, repairKeptFigures } from '../services/keptFigures';

/**
 * `npm run figures:check [-- --repair]` on an open database (server/cli/figuresCheck.ts opens it):
 * prints each kept dashboard figure that differs from its recount and answers the exit code, 0
 * when all agree, 1 when any differs. With `repair` the kept figures are counted afresh and
 * checked again. Kept apart from the process's start so a test runs it on its own database.
 */
export async function runFiguresCheck(
  db: Database,
  options: { repair: boolean },
  print: (line: string) => void,
): Promise<number> {
  const differences = await checkKeptFigures(db);
  for (const d of differences) print(describeDifference(d));
  if (differences.length === 0) {
    print('Every kept dashboard figure equals its recount.');
    return 0;
  }
  print(`${differences.length} kept figure(s) differ from their recount.`);
  if (!options.repair) return 1;
  await repairKeptFigures(db);
  const left = await checkKeptFigures(db);
  for (const d of left) print(describeDifference(d));
  print(
    left.length === 0 ? 'Repaired: every kept figure counted afresh.' : 'Still different after the repair.',
  );
  return left.length === 0 ? 0 : 1;
}

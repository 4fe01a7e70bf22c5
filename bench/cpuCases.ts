import { BENCH_CASES } from './listEndpoints';

/**
 * The guarded 10-row pages whose server CPU per request is compared with a bare route serving
 * the same SQL (issue 37 item 2): page 1 of the two big lists, as the panel first asks for them.
 */
const PAGES = [
  { key: 'manual-payments', name: 'manual-payments, page 1' },
  { key: 'collections', name: 'collections, page 1' },
];

export const CPU_CASES = PAGES.map(({ key, name }) => {
  const c = BENCH_CASES.find((b) => b.name === name);
  if (!c?.statements) throw new Error(`bench case ${name} is missing`);
  return { key, name, url: c.url, statement: c.statements };
});

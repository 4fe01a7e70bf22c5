/**
 * The random part of a run's PostgreSQL template name (tests/databaseTemplates.ts), also put in the
 * names of the databases its workers copy from it, so that the run's end finds and drops the ones
 * the workers kept for their next file (tests/api/reusedPostgres.ts).
 */
export const runTag = (templateDatabase: string): string => templateDatabase.split('_').pop() ?? '';

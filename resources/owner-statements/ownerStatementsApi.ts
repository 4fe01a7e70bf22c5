import { ownerStatementsContract } from '../../domain/contracts/owner-statements';
import type { StatementRecord } from '../../domain/ownerRecord';
import { saveBlob } from '../../src/api/downloadFile';
import { dataProvider } from '../../src/providers/dataProvider';

/** Owner statements' calls to /api/owner-statements (issue 36 item 3), typed by the contract. */

export const S = ownerStatementsContract.endpoints;
export type { StatementRecord };

export const fetchStatements = (month: string, page: number, pageSize: number, signal?: AbortSignal) =>
  dataProvider.call(S.list, { query: { month: month || undefined, page, pageSize }, signal });

export const fetchStatement = (id: string, signal?: AbortSignal) =>
  dataProvider.call(S.get, { params: { id }, signal }).then((r) => r.data);

export const issueStatements = (month: string) => dataProvider.call(S.issue, { body: { month, mail: true } });

export const mailStatement = (id: string) => dataProvider.call(S.mail, { params: { id } });

export async function downloadStatement(statement: StatementRecord, language: 'en' | 'ar') {
  const file: unknown = await dataProvider.call(S.pdf, {
    params: { id: statement.id },
    query: { language },
    headers: { Accept: 'application/pdf, application/json' },
  });
  if (typeof (file as Blob | null)?.arrayBuffer !== 'function')
    throw new Error('The file could not be downloaded.');
  saveBlob(file as Blob, `owner-statement-${statement.month}-${language}.pdf`);
}

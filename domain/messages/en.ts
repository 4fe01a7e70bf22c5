import * as accessAndLists from './en/accessAndLists';
import * as accounts from './en/accounts';
import * as cheques from './en/cheques';
import * as deposits from './en/deposits';
import * as documents from './en/documents';
import * as durations from './en/durations';
import * as mails from './en/mails';
import * as maintenance from './en/maintenance';
import * as money from './en/money';
import * as plansAndSupport from './en/plansAndSupport';
import * as portfolio from './en/portfolio';
import * as signIn from './en/signIn';

/**
 * Every message the server says to people, in the spec's English, by id (issue 32 item 3). Each
 * area file holds its own top-level namespaces; a namespace in two files would hide one of them
 * (tests/unit/messageCatalogues.test.ts fails on it).
 */
export const en = {
  ...accessAndLists,
  ...accounts,
  ...cheques,
  ...deposits,
  ...documents,
  ...durations,
  ...mails,
  ...maintenance,
  ...money,
  ...plansAndSupport,
  ...portfolio,
  ...signIn,
};

/** The area files, for the test that no namespace is in two of them. */
export const ENGLISH_AREAS = {
  accessAndLists,
  accounts,
  cheques,
  deposits,
  documents,
  durations,
  mails,
  maintenance,
  money,
  plansAndSupport,
  portfolio,
  signIn,
};

/**
 * Namespaces read by id only, never sent in an answer as a message of their own: the documents'
 * words (PDFs, mails) and the waits a rate limit's answer carries (durations.ts). They
 * stay out of the English index (idOf.ts), so that a pattern like 'Invoice %{invoiceNo}' never
 * rewrites an answer, and they may say a word a panel label or another document says ('Paid' the
 * status and 'Paid' the total; 'Tenant' a column of the panel's tables): the one-text-one-id and
 * no-panel-copy checks (tests/unit/messageCatalogues.test.ts) are about the messages that travel.
 * A new document's area adds its namespace (or the part of one that holds its words) here.
 */
export const READ_BY_ID_ONLY: readonly string[] = [
  'pdf',
  'statement',
  'mail',
  'durations',
  // The deposit slip's and the move-out statement's words, inside their resources' namespaces.
  'cheques.slip',
  'deposits.statement',
];

/** Whether an id is a document's word, read by id only (READ_BY_ID_ONLY: a namespace or a part of one). */
export const isReadByIdOnly = (id: string) =>
  READ_BY_ID_ONLY.some((prefix) => id === prefix || id.startsWith(`${prefix}.`));

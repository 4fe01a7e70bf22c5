import { RESOURCE_MESSAGE_AREAS, type ResourcesEnglish } from '../contracts';
import * as accessAndLists from './en/accessAndLists';
import * as accounts from './en/accounts';
import * as documents from './en/documents';
import * as durations from './en/durations';
import * as mails from './en/mails';
import * as maintenance from './en/maintenance';
import * as money from './en/money';
import * as plansAndSupport from './en/plansAndSupport';
import * as portfolio from './en/portfolio';
import * as signIn from './en/signIn';
import * as tenantMessages from './en/tenantMessages';

/**
 * The areas of the API's resources, named on their registry lines (domain/contracts/index.ts and
 * ../contracts/messageArea.ts): a resource with messages of its own edits no file here.
 */
const resourcesEnglish = Object.assign(
  {},
  ...RESOURCE_MESSAGE_AREAS.map((area) => area.en),
) as ResourcesEnglish;

/**
 * Every message the server says to people, in the spec's English, by id (issue 32 item 3): the
 * shared areas below and the resources' own. Each area holds its own top-level namespaces; a
 * namespace in two areas would hide one of them (tests/unit/messageCatalogues.test.ts fails on it).
 */
export const en = {
  ...resourcesEnglish,
  ...accessAndLists,
  ...accounts,
  ...documents,
  ...durations,
  ...mails,
  ...maintenance,
  ...money,
  ...plansAndSupport,
  ...portfolio,
  ...signIn,
  ...tenantMessages,
};

/** The areas, shared and the resources', for the test that no namespace is in two of them. */
export const ENGLISH_AREAS: Record<string, object> = {
  ...Object.fromEntries(RESOURCE_MESSAGE_AREAS.map((area, i) => [`resource area ${i + 1}`, area.en])),
  accessAndLists,
  accounts,
  documents,
  durations,
  mails,
  maintenance,
  money,
  plansAndSupport,
  portfolio,
  signIn,
  tenantMessages,
};

/**
 * Namespaces read by id only, never sent in an answer as a message of their own: the documents'
 * words (PDFs, mails) and the waits a rate limit's answer carries (durations.ts). They
 * stay out of the English index (idOf.ts), so that a pattern like 'Invoice %{invoiceNo}' never
 * rewrites an answer, and they may say a word a panel label or another document says ('Paid' the
 * status and 'Paid' the total; 'Tenant' a column of the panel's tables): the one-text-one-id and
 * no-panel-copy checks (tests/unit/messageCatalogues.test.ts) are about the messages that travel.
 * A new shared document's area adds its namespace here; a resource's names the part of its own
 * namespaces that holds its documents' words (`messageArea(en, ar, ['cheques.slip'])`).
 */
export const READ_BY_ID_ONLY: readonly string[] = [
  'pdf',
  'statement',
  'mail',
  'durations',
  'tenantMessage',
  // A resource's own documents (the deposit slip's, the move-out statement's words), named by its area.
  ...RESOURCE_MESSAGE_AREAS.flatMap((area) => area.readByIdOnly),
];

/** Whether an id is a document's word, read by id only (READ_BY_ID_ONLY: a namespace or a part of one). */
export const isReadByIdOnly = (id: string) =>
  READ_BY_ID_ONLY.some((prefix) => id === prefix || id.startsWith(`${prefix}.`));

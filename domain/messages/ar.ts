import { RESOURCE_MESSAGE_AREAS } from '../contracts';
import type { Messages, Translation } from './catalogue';
import type { en } from './en';
import * as accessAndLists from './ar/accessAndLists';
import * as accounts from './ar/accounts';
import * as documents from './ar/documents';
import * as durations from './ar/durations';
import * as mails from './ar/mails';
import * as maintenance from './ar/maintenance';
import * as money from './ar/money';
import * as plansAndSupport from './ar/plansAndSupport';
import * as portfolio from './ar/portfolio';
import * as signIn from './ar/signIn';
import * as tenantMessages from './ar/tenantMessages';

/** The shared areas (those of no one resource), imported. */
const SHARED_AREAS = {
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
 * The Arabic of every message, by the English catalogue's ids (each area file is typed against its
 * English twin). The resources' own areas join it once loadResourceArabic has run: the server's
 * buildApp, the panel's Arabic catalogue and the tests' setup await it before reading any.
 */
export const ar = Object.assign({}, ...Object.values(SHARED_AREAS)) as Translation<typeof en>;

/** The areas, shared and (once loaded) the resources', for the test that no namespace is in two of them. */
export const ARABIC_AREAS: Record<string, object> = { ...SHARED_AREAS };

let loading: Promise<void> | undefined;

/**
 * Loads the Arabic of the resources' own areas by their files' names, from the registry's lines
 * (domain/contracts/messageArea.ts says why they are loaded, not imported), into `ar`. Once; every
 * later call returns the same promise. tests/unit/messageCatalogues.test.ts fails for an English id
 * without its Arabic.
 */
export function loadResourceArabic(): Promise<void> {
  loading ??= Promise.all(
    RESOURCE_MESSAGE_AREAS.map(async (area) => {
      const arabic = (await import(`./ar/resources/${area.file}.ts`)) as Messages;
      Object.assign(ar, arabic);
      ARABIC_AREAS[`resource ${area.file}`] = arabic;
    }),
  ).then(() => undefined);
  return loading;
}

import type { Translation } from './catalogue';
import type { en } from './en';
import * as accessAndLists from './ar/accessAndLists';
import * as accounts from './ar/accounts';
import * as cheques from './ar/cheques';
import * as deposits from './ar/deposits';
import * as documents from './ar/documents';
import * as durations from './ar/durations';
import * as mails from './ar/mails';
import * as maintenance from './ar/maintenance';
import * as money from './ar/money';
import * as plansAndSupport from './ar/plansAndSupport';
import * as portfolio from './ar/portfolio';
import * as signIn from './ar/signIn';

/** The Arabic of every message, by the English catalogue's ids (each part is typed against its English twin). */
export const ar: Translation<typeof en> = {
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
export const ARABIC_AREAS = {
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

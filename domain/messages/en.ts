import * as accessAndLists from './en/accessAndLists';
import * as accounts from './en/accounts';
import * as cheques from './en/cheques';
import * as maintenance from './en/maintenance';
import * as money from './en/money';
import * as plansAndSupport from './en/plansAndSupport';
import * as portfolio from './en/portfolio';

/**
 * Every message the server says to people, in the spec's English, by id (issue 32 item 3). Each
 * area file holds its own top-level namespaces; a namespace in two files would hide one of them
 * (tests/unit/messageCatalogues.test.ts fails on it).
 */
export const en = {
  ...accessAndLists,
  ...accounts,
  ...cheques,
  ...maintenance,
  ...money,
  ...plansAndSupport,
  ...portfolio,
};

/** The area files, for the test that no namespace is in two of them. */
export const ENGLISH_AREAS = {
  accessAndLists,
  accounts,
  cheques,
  maintenance,
  money,
  plansAndSupport,
  portfolio,
};

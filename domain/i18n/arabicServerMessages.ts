import { ACCESS_AND_LIST_ARABIC } from './ar/accessAndLists';
import { ACCOUNT_ARABIC } from './ar/accounts';
import { MAINTENANCE_ARABIC } from './ar/maintenance';
import { MONEY_ARABIC } from './ar/money';
import { PLANS_AND_SUPPORT_ARABIC } from './ar/plansAndSupport';
import { PORTFOLIO_ARABIC } from './ar/portfolio';

/** Every server message's Arabic counterpart (English text → Arabic text), by area. */
export const ARABIC_SERVER_MESSAGES: Record<string, string> = {
  ...ACCOUNT_ARABIC,
  ...ACCESS_AND_LIST_ARABIC,
  ...MONEY_ARABIC,
  ...PORTFOLIO_ARABIC,
  ...MAINTENANCE_ARABIC,
  ...PLANS_AND_SUPPORT_ARABIC,
};

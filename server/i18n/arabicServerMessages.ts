import { ACCOUNT_ARABIC } from './ar/accounts';

/** Every server message's Arabic counterpart (English text → Arabic text), by area. */
export const ARABIC_SERVER_MESSAGES: Record<string, string> = {
  ...ACCOUNT_ARABIC,
};

import { BOOT_DISPLAY } from './bootLocale';

/**
 * 'Loading...' (spec section 2) in the reader's language, for the fallback shown while a chunk
 * loads: it stands before react-admin and its catalogues, so it carries its own two words.
 */
const LOADING = { en: 'Loading...', ar: 'جارٍ التحميل...' } as const;

export const loadingText = (): string => LOADING[BOOT_DISPLAY.locale];

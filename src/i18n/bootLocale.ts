import {
  directionOf,
  displayLocaleFromRequest,
  setBrowserDisplayLocale,
  ENGLISH,
  type DisplayLocale,
} from '../../domain/displayLocale';

/*
 * The reader's language for this page load, read once before anything renders: the cookie the
 * language switch writes (or the signed-in user's choice, copied into it at sign-in), else the
 * browser's languages. Changing language writes the cookie and reloads (chooseLocale.ts), so the
 * theme's direction, its style cache, the catalogue and every formatter agree for the whole visit.
 * Imported first by src/main.tsx and by src/theme.ts, so it runs before either builds anything.
 */
function readBrowserDisplay(): DisplayLocale {
  if (typeof document === 'undefined') return ENGLISH; // the build's pre-rendering in Node
  return displayLocaleFromRequest(document.cookie, navigator.languages.join(','));
}

const read = readBrowserDisplay();
/** Right-to-left readers' dates are isolated so their parts keep their order (DisplayLocale). */
export const BOOT_DISPLAY: DisplayLocale = { ...read, isolateDates: directionOf(read.locale) === 'rtl' };
export const BOOT_DIRECTION = directionOf(BOOT_DISPLAY.locale);

if (typeof document !== 'undefined') {
  setBrowserDisplayLocale(BOOT_DISPLAY);
  document.documentElement.lang = BOOT_DISPLAY.locale;
  document.documentElement.dir = BOOT_DIRECTION;
}

import englishMessages from 'ra-language-english';
import { durations } from '../../domain/messages/en/durations';
import { auth, login } from '../../domain/messages/en/signIn';
import { mergeMessages, type Messages } from './messages';

/*
 * What the signed-in panel says before its first screen other than the dashboard (issue 37 item 4):
 * react-admin's own texts, the frame (header, menu, language switch, pages), the dashboard and the
 * cards it draws from other resources (cheques to deposit, the month's net, the owners' menu rows);
 * not the subscription banner's, which waits for the whole catalogue. The rest of the English
 * catalogue (src/i18n/panelCatalogues.ts) is fetched while the dashboard is idle, and every other
 * screen waits for it before it first paints (src/registry/lazyScreen.ts), so no screen shows a
 * key. tests/unit/bootCatalogue.test.ts checks that what the dashboard and the frame name is here.
 */
const BOOT_PARTS = import.meta.glob<Messages>(
  [
    '../i18n/messages.en.ts',
    '../layout/messages.en.ts',
    '../pages/messages.en.ts',
    '../../resources/dashboard/messages.en.ts',
    // Of other resources, only what the dashboard's cards and the menu say (each file's whole
    // messages.en.ts holds it too): a whole file here is ~3 kB gzip after sign-in.
    '../../resources/cheques/dashboardWords.en.ts',
    '../../resources/expenses/dashboardWords.en.ts',
    '../../resources/owner-statements/menuWords.en.ts',
    '../../resources/property-owners/menuWords.en.ts',
  ],
  { eager: true, import: 'default' },
);

/**
 * The domain's namespaces the panel starts with: the sign-in's, which the login page loaded already.
 * A domain module is bundled whole wherever it lands (the whole catalogue spreads every export), so
 * an area named here would cost all of its namespaces: the dashboard says none of the others (the
 * subscription banner, which may, waits for the whole catalogue).
 */
const BOOT_DOMAIN = { auth, login, durations } as unknown as Messages;

/** The English the panel starts with: the parts above, later parts winning as in the whole catalogue. */
export const bootEnglish: Messages = mergeMessages(
  englishMessages as unknown as Messages,
  BOOT_DOMAIN,
  ...Object.values(BOOT_PARTS),
);

import type { Messages } from '../../src/i18n/messages';

/**
 * The side menu's row and the resource's name, in the English the panel starts with
 * (src/i18n/bootCatalogue.ts); ./messages.en.ts holds them too.
 */
const menuWords: Messages = {
  resources: { 'owner-statements': { name: 'Owner statement |||| Owner statements' } },
  menu: { ownerStatements: 'Owner statements' },
};

export default menuWords;

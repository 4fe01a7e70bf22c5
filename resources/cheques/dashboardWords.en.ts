import type { Messages } from '../../src/i18n/messages';

/**
 * The words the landlord's dashboard says for cheques (its Cheques to deposit card), in the English
 * the panel starts with (src/i18n/bootCatalogue.ts); ./messages.en.ts holds them too.
 */
const dashboardWords: Messages = {
  chequeRegister: {
    dashboard: {
      to_deposit: 'Cheques to deposit',
      to_deposit_caption: 'Held, due within 7 days',
    },
  },
};

export default dashboardWords;

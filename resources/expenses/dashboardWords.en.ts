import type { Messages } from '../../src/i18n/messages';

/**
 * The words the landlord's dashboard says for expenses (its Net card, which the profit report
 * shares), in the English the panel starts with (src/i18n/bootCatalogue.ts); ./messages.en.ts
 * holds them too.
 */
const dashboardWords: Messages = {
  expensesPanel: {
    report: {
      net: 'Net',
      net_caption: 'Collected less %{expenses} of expenses',
    },
  },
};

export default dashboardWords;

import { mergeMessages, type Messages } from '../../src/i18n/messages';
import menuWords from './menuWords.en';

/** Owner statements (issue 36 item 3): the panel's own labels. */
const messages: Messages = {
  ownerStatementsPanel: {
    title: 'Owner statements',
    statement: 'Owner statement',
    loading: 'Loading...',
    error: 'Something went wrong. Please try again.',
    empty: 'No owner statements yet.',
    filter_month: 'Month',
    issue_month: 'Month to issue',
    issue: 'Issue and mail statements',
    latest: 'Latest statement, %{month}: closing balance %{closing}',
    open_all: 'Open my statements',
    open: 'Open',
    pdf_en: 'PDF in English',
    pdf_ar: 'PDF in Arabic',
    mail: 'Mail to the owner',
    back: 'Back to the statements',
    balances: 'Balances',
    lines: 'Your share per property',
    fields: {
      owner: 'Owner',
      month: 'Month',
      property: 'Property',
      share: 'Share',
      opening: 'Opening balance',
      collected: 'Rent collected',
      expenses: 'Expenses',
      fee: 'Management fee',
      payouts: 'Payouts',
      closing: 'Closing balance',
    },
  },
};

export default mergeMessages(menuWords, messages);

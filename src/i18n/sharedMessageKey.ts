import { lookUp } from '../../domain/messages/catalogue';
import { messageIdOf } from '../../domain/messages/idOf';
import { englishCatalogue } from './panelCatalogues';

/*
 * The catalogue key a screen translates one of the domain's English messages by (issue 32 item 3):
 * its own key (`payments.messages.amountRequired`) only where the panel words the message
 * differently in Arabic and so keeps its copy; else the message's id in the domain catalogue
 * (`manualPayments.amountRequired`), which the panel's i18nProvider merges in. So a screen keeps
 * mapping a message to its own key, and a copy that said the same as the domain can go.
 */
export function sharedMessageKey(panelKey: string, english: string): string {
  if (lookUp(englishCatalogue, panelKey) !== undefined) return panelKey;
  return messageIdOf(english)?.id ?? panelKey;
}

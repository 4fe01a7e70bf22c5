import { ARABIC, ENGLISH } from '../../domain/displayLocale';
import { mailWords } from '../mail/mailWords';
import { formatKwd } from './format';
import { textIn } from '../../domain/messages/textIn';
import type { MessageParams, MessageTemplate } from '../../domain/tenantMessages';

/** The ISO date YYYY-MM-DD as DD-MM-YYYY. */
const ddmmyyyy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');

/** The display values of a template's named parameters: amount "450.000 KWD", dates DD-MM-YYYY. */
export function displayParams(params: MessageParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    out[key] = String(value);
  }
  if (params.amount !== undefined) out.amount = formatKwd(params.amount);
  if (params.dueDate !== undefined) out.dueDate = ddmmyyyy(params.dueDate);
  return out;
}

/** The message's body in the tenant's language (issue 35 item 2). */
export function renderTenantMessage(
  language: 'en' | 'ar',
  template: MessageTemplate,
  params: MessageParams,
): string {
  const values = displayParams(params);
  // A maintenance request's status travels as its code (IN_PROGRESS) and is said in the tenant's
  // words, the same ones its status mail uses.
  if (params.requestStatus !== undefined)
    values.requestStatus = mailWords(language === 'ar' ? ARABIC : ENGLISH).label(params.requestStatus);
  return textIn(language, `tenantMessage.${template}`, values);
}

import { filsToKwd } from './gateway';
import type { SandboxRow } from './sandboxGateway';
import { SANDBOX_APPROVING_CARD } from './sandboxOutcomes';

/*
 * The sandbox gateway's hosted page: amount, merchant and a KNET-like form. It carries no account
 * data (no tenant name, no invoice lines): only what a real gateway's page would show.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Issue 30 item 6: every sandbox page says it is a test, above everything else. */
export const SANDBOX_LABEL = 'TEST PAYMENT — sandbox gateway: no real money moves';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:system-ui;max-width:28rem;margin:2rem auto;padding:0 1rem">` +
  `<p role="note" style="color:#a15c00;font-weight:600">${SANDBOX_LABEL}</p>${body}</body></html>`;

export function sandboxPaymentPage(row: SandboxRow, formAction: string, nowMs: number): string {
  const amount = `${filsToKwd(row.amountFils)} ${escapeHtml(row.currency)}`;
  const header =
    `<h1>Pay ${amount}</h1><p>Merchant: Rentals (sandbox merchant)</p>` +
    `<p>For: ${escapeHtml(row.description)}</p>`;
  if (row.state !== 'pending' || row.expiresAt.getTime() <= nowMs) {
    const state = row.state === 'pending' ? 'expired' : row.state;
    return page(
      'Test payment closed',
      `${header}<p>This payment is <strong>${escapeHtml(state)}</strong>.</p>` +
        `<p><a href="${escapeHtml(row.returnUrl)}">Back to the merchant</a></p>`,
    );
  }
  return page(
    'Test payment (sandbox)',
    `${header}<form method="post" action="${escapeHtml(formAction)}">` +
      `<fieldset><legend>Pay with</legend>` +
      `<label><input type="radio" name="method" value="knet" checked> KNET</label> ` +
      `<label><input type="radio" name="method" value="card"> Card</label></fieldset>` +
      `<p><label>Card number <input name="card_number" inputmode="numeric" autocomplete="off" ` +
      `value="${SANDBOX_APPROVING_CARD}"></label></p>` +
      `<p><small>${SANDBOX_APPROVING_CARD} approves; any other number is declined.</small></p>` +
      `<p><button name="action" value="pay">Pay</button> ` +
      `<button name="action" value="decline">Decline</button> ` +
      `<button name="action" value="cancel">Cancel</button> ` +
      `<button name="action" value="leave">Leave pending</button></p></form>`,
  );
}

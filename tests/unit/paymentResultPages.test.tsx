// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentAttemptView } from '../../domain/onlinePaymentSchemas';
import { sendBrowserTo } from '../../resources/online-payments/gatewayRedirect';
import PaymentResultPage from '../../resources/online-payments/PaymentResultPage';
import { AppNotification } from '../../src/layout/AppNotification';
import { fakeApi, INVOICE_ID, json, signInAs } from './paymentsHarness';

// jsdom does not navigate: the redirect to the gateway is recorded instead.
vi.mock('../../resources/online-payments/gatewayRedirect', () => ({ sendBrowserTo: vi.fn() }));

const ATTEMPT_ID = '6f1c2f7e-0000-4000-8000-0000000000dd';
const ATTEMPT_PATH = `/api/online-payments/attempts/${ATTEMPT_ID}`;
const CHECKOUT_PATH = '/api/online-payments/checkout';
/** Try again asks first whether the landlord allows part payments: here it does not. */
const OPTIONS_PATH = `/api/online-payments/pay-options/${INVOICE_ID}`;
const wholeBalanceOnly = () =>
  json(200, {
    success: true,
    message: 'Payment options loaded successfully',
    data: {
      invoice_id: INVOICE_ID,
      invoice_no: 'INV-2026-000031',
      balance: '350.000',
      currency: 'KWD',
      allow_partial: false,
      minimum_amount: '5.000',
    },
  });

function attempt(overrides: Partial<PaymentAttemptView> = {}): PaymentAttemptView {
  return {
    id: ATTEMPT_ID,
    state: 'captured',
    waiting: false,
    invoice_id: INVOICE_ID,
    invoice_no: 'INV-2026-000031',
    amount: '350.000',
    currency: 'KWD',
    method: 'knet',
    reason: null,
    receipt_id: '6f1c2f7e-0000-4000-8000-0000000000ee',
    receipt_no: 'RCP-2026-000077',
    receipt_pdf_path: '/api/receipts/pdf/6f1c2f7e-0000-4000-8000-0000000000ee',
    refunded_amount: '0.000',
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T10:01:00.000Z',
    ...overrides,
  };
}

const attemptAnswer = (view: PaymentAttemptView) =>
  json(200, { success: true, message: 'Payment loaded successfully', data: view });

/** The page at `path`; react-admin's context uses the memory router it finds around it. */
function renderResultPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
        <PaymentResultPage />
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  signInAs(['View Tenant Rental']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(sendBrowserTo).mockReset();
});

describe('payments/success', () => {
  it("shows the server's amount, invoice and receipt, whatever the query string claims", async () => {
    const api = fakeApi({ [ATTEMPT_PATH]: () => attemptAnswer(attempt()) });
    renderResultPage(`/payments/success?attempt=${ATTEMPT_ID}&receipt_no=RCP-FORGED&amount=1.000`);

    expect((await screen.findByTestId('receipt-no')).textContent).toContain('RCP-2026-000077');
    expect(screen.getByTestId('paid-amount').textContent).toContain('350.000 KWD');
    expect(screen.getByTestId('paid-invoice-no').textContent).toContain('INV-2026-000031');
    expect(screen.queryByText(/RCP-FORGED/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Download receipt (PDF)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My rental invoices' }).getAttribute('href')).toBe(
      '/admin-panel/tenant-rental/list',
    );
    expect(api.callsTo(ATTEMPT_PATH)).toHaveLength(1);
  });

  it('says the payment failed when the server says so, even on the success address', async () => {
    fakeApi({
      [ATTEMPT_PATH]: () =>
        attemptAnswer(attempt({ state: 'failed', reason: 'Declined by the card issuer (sandbox).' })),
    });
    renderResultPage(`/payments/success?attempt=${ATTEMPT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.queryByText('Payment successful')).toBeNull();
  });
});

describe('payments/failed', () => {
  it('shows the reason, and Try again starts a new checkout for the same invoice', async () => {
    const api = fakeApi({
      [ATTEMPT_PATH]: () =>
        attemptAnswer(
          attempt({ state: 'failed', reason: 'Declined by the card issuer (sandbox).', receipt_no: null }),
        ),
      [OPTIONS_PATH]: wholeBalanceOnly,
      [CHECKOUT_PATH]: () =>
        json(200, {
          success: true,
          message: 'Checkout started',
          data: {
            attempt_id: 'next-attempt',
            redirect_url: 'http://localhost/sandbox-gateway/pay/sbx_2',
            amount: '350.000',
            currency: 'KWD',
            state: 'pending',
          },
        }),
    });
    renderResultPage(`/payments/failed?attempt=${ATTEMPT_ID}`);

    expect((await screen.findByTestId('failure-reason')).textContent).toContain(
      'Declined by the card issuer (sandbox).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() =>
      expect(sendBrowserTo).toHaveBeenCalledWith('http://localhost/sandbox-gateway/pay/sbx_2'),
    );
    const checkout = api.callsTo(CHECKOUT_PATH);
    expect(checkout).toHaveLength(1);
    expect(JSON.parse(String(checkout[0]!.init?.body))).toEqual({ invoice_id: INVOICE_ID });
  });

  it("shows the server's message when the new checkout is refused", async () => {
    fakeApi({
      [ATTEMPT_PATH]: () => attemptAnswer(attempt({ state: 'cancelled', reason: 'Cancelled by the payer.' })),
      [OPTIONS_PATH]: wholeBalanceOnly,
      [CHECKOUT_PATH]: () =>
        json(409, { success: false, message: 'This invoice is already paid.', detail: null }),
    });
    renderResultPage(`/payments/failed?attempt=${ATTEMPT_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This invoice is already paid.')).toBeTruthy();
    expect(sendBrowserTo).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('waiting for the gateway', () => {
  it('polls while the attempt is pending, then shows the success', async () => {
    let asked = 0;
    const api = fakeApi({
      [ATTEMPT_PATH]: () => {
        asked += 1;
        return attemptAnswer(
          asked === 1
            ? attempt({
                state: 'pending',
                waiting: true,
                receipt_id: null,
                receipt_no: null,
                receipt_pdf_path: null,
                method: null,
              })
            : attempt(),
        );
      },
    });
    renderResultPage(`/payments/success?attempt=${ATTEMPT_ID}`);

    expect(await screen.findByText(/Waiting for the payment gateway/)).toBeTruthy();
    expect((await screen.findByTestId('receipt-no', {}, { timeout: 5_000 })).textContent).toContain(
      'RCP-2026-000077',
    );
    expect(api.callsTo(ATTEMPT_PATH)).toHaveLength(2);
  });

  it('without an attempt in the address, asks nothing and says so', () => {
    const api = fakeApi({});
    renderResultPage('/payments/success');
    expect(screen.getByText('Payment not found.')).toBeTruthy();
    expect(api.callsTo(ATTEMPT_PATH)).toHaveLength(0);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { sendBrowserTo } from '../../resources/online-payments/gatewayRedirect';
import { PayOnlineButton } from '../../resources/online-payments/PayOnlineButton';
import { fakeApi, INVOICE_ID, json, renderInAdmin, signInAs } from './paymentsHarness';

// jsdom does not navigate: the redirect to the gateway is recorded instead.
vi.mock('../../resources/online-payments/gatewayRedirect', () => ({ sendBrowserTo: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  signInAs(['View Tenant Rental']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(sendBrowserTo).mockReset();
});

const options = (allowPartial: boolean, balance = '350.000') => ({
  success: true,
  message: 'Payment options loaded successfully',
  data: {
    invoice_id: INVOICE_ID,
    invoice_no: 'INV-2026-000031',
    balance,
    currency: 'KWD',
    allow_partial: allowPartial,
    minimum_amount: '5.000',
  },
});

const started = {
  success: true,
  message: 'Checkout started',
  data: {
    attempt_id: 'a2',
    redirect_url: '/sandbox-gateway/pay/sbx_2',
    amount: '40.000',
    currency: 'KWD',
    state: 'pending',
  },
};

it('is busy while the server starts the checkout, then sends the browser to the hosted page', async () => {
  let answer: (r: Response) => void = () => undefined;
  const api = fakeApi({
    [`/api/online-payments/pay-options/${INVOICE_ID}`]: () => json(200, options(false)),
    '/api/online-payments/checkout': () => new Promise<Response>((resolve) => (answer = resolve)),
  });
  renderInAdmin(<PayOnlineButton invoiceId={INVOICE_ID} invoiceNo="INV-2026-000031" />);

  fireEvent.click(screen.getByRole('button', { name: 'Pay INV-2026-000031' }));
  const busy = (await screen.findByRole('button', { name: /Opening payment/ })) as HTMLButtonElement;
  expect(busy.disabled).toBe(true);
  expect(JSON.parse(String(api.callsTo('/api/online-payments/checkout')[0]!.init?.body))).toEqual({
    invoice_id: INVOICE_ID,
  });

  answer(
    json(200, {
      success: true,
      message: 'Checkout started',
      data: {
        attempt_id: 'a1',
        redirect_url: '/sandbox-gateway/pay/sbx_1',
        amount: '350.000',
        currency: 'KWD',
        state: 'pending',
      },
    }),
  );
  await waitFor(() => expect(sendBrowserTo).toHaveBeenCalledWith('/sandbox-gateway/pay/sbx_1'));
});

it('with partial payments allowed, the dialog offers the balance and takes a smaller amount from the minimum', async () => {
  const api = fakeApi({
    [`/api/online-payments/pay-options/${INVOICE_ID}`]: () => json(200, options(true)),
    '/api/online-payments/checkout': () => json(200, started),
  });
  renderInAdmin(<PayOnlineButton invoiceId={INVOICE_ID} invoiceNo="INV-2026-000031" />);
  fireEvent.click(screen.getByRole('button', { name: 'Pay INV-2026-000031' }));
  const field = (await screen.findByLabelText(/Amount to pay/)) as HTMLInputElement;
  expect(field.value).toBe('350.000');
  fireEvent.change(field, { target: { value: '4.5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  expect(
    await screen.findByText('The amount must be at least 5.000 KWD (or the whole balance, 350.000 KWD).'),
  ).toBeTruthy();
  fireEvent.change(field, { target: { value: '350.001' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  expect(
    await screen.findByText('The amount can be at most 350.000 KWD, the balance of this invoice.'),
  ).toBeTruthy();
  expect(api.callsTo('/api/online-payments/checkout')).toHaveLength(0);
  fireEvent.change(field, { target: { value: '40' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(sendBrowserTo).toHaveBeenCalledWith('/sandbox-gateway/pay/sbx_2'));
  expect(JSON.parse(String(api.callsTo('/api/online-payments/checkout')[0]!.init?.body))).toEqual({
    invoice_id: INVOICE_ID,
    amount: '40.000',
  });
});

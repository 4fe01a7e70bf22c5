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

it('is busy while the server starts the checkout, then sends the browser to the hosted page', async () => {
  let answer: (r: Response) => void = () => undefined;
  const api = fakeApi({
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

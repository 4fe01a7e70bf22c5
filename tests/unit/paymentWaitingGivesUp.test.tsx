// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import PaymentResultPage from '../../resources/online-payments/PaymentResultPage';
import { fakeApi, INVOICE_ID, json, signInAs } from './paymentsHarness';

// One ask instead of thirty, so that the page gives up at once.
vi.mock('../../resources/online-payments/onlinePaymentRules', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  MAX_POLLS: 1,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('stops asking after its limit and tells the tenant to refresh later, not to pay again', async () => {
  localStorage.clear();
  signInAs(['View Tenant Rental']);
  const path = '/api/online-payments/attempts/a1';
  const api = fakeApi({
    [path]: () =>
      json(200, {
        success: true,
        message: 'Payment loaded successfully',
        data: {
          id: 'a1',
          state: 'unknown',
          waiting: true,
          invoice_id: INVOICE_ID,
          invoice_no: 'INV-2026-000031',
          amount: '350.000',
          currency: 'KWD',
          method: null,
          reason: null,
          receipt_id: null,
          receipt_no: null,
          receipt_pdf_path: null,
          refunded_amount: '0.000',
          created_at: '2026-11-25T10:00:00.000Z',
          updated_at: '2026-11-25T10:00:00.000Z',
        },
      }),
  });
  render(
    <MemoryRouter initialEntries={['/payments/success?attempt=a1']}>
      <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
        <PaymentResultPage />
      </AdminContext>
    </MemoryRouter>,
  );
  expect(await screen.findByText(/still waiting for the payment gateway/)).toBeTruthy();
  expect(screen.getByText(/No need to pay again/)).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(api.callsTo(path)).toHaveLength(1);
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARABIC, ENGLISH, setBrowserDisplayLocale } from '../../domain/displayLocale';
import type { PaymentOnlineView } from '../../domain/refundSchemas';
import { ManualPaymentDialog } from '../../resources/payments/ManualPaymentDialog';
import type { ManualPayment } from '../../resources/payments/manualPaymentApi';
import { RefundDialog } from '../../resources/payments/RefundDialog';
import { panelI18nProvider, preloadPanelCatalogue } from '../../src/providers/i18nProvider';
import { ALL_PAYMENT_PERMISSIONS, fakeApi, json, LANDLORD_ID, signInAs, USER_ID } from './paymentsHarness';

/*
 * Issue 22: the manual payment and refund dialogs for an Arabic reader. Their rules answer in
 * English (shared with the server); the dialogs show the Arabic of each message.
 */
vi.mock('../../src/i18n/bootLocale', () => ({
  BOOT_DISPLAY: { locale: 'ar', digits: 'latn' },
  BOOT_DIRECTION: 'rtl',
}));

beforeAll(async () => {
  setBrowserDisplayLocale(ARABIC);
  await preloadPanelCatalogue();
});
afterAll(() => setBrowserDisplayLocale(ENGLISH));
beforeEach(() => {
  signInAs(ALL_PAYMENT_PERMISSIONS);
  fakeApi({
    '/api/manual-payments/unpaid-invoices/lov': () => json(200, { success: true, data: { items: [] } }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderArabic = (ui: React.ReactNode) =>
  render(
    <AdminContext store={memoryStore()} i18nProvider={panelI18nProvider()}>
      {ui}
    </AdminContext>,
  );

describe('manual payment dialog in Arabic', () => {
  it('shows its title, labels and validation messages in Arabic', async () => {
    renderArabic(
      <ManualPaymentDialog
        landlordId={LANDLORD_ID}
        adminUserId={USER_ID}
        onClose={() => {}}
        onSaved={() => {}}
      />,
    );
    expect(await screen.findByText('إضافة دفعة يدوية')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الدفعة' }));
    await waitFor(() => expect(screen.getByText('الفاتورة مطلوبة')).toBeTruthy());
    expect(screen.getByText('المبلغ مطلوب')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'المبلغ' }), { target: { value: '10.1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الدفعة' }));
    expect(await screen.findByText('استخدم 3 منازل عشرية كحد أقصى (مثل 100.000)')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'المبلغ' }), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الدفعة' }));
    expect(await screen.findByText('يجب أن يكون المبلغ رقمًا موجبًا')).toBeTruthy();
  });
});

describe('refund dialog in Arabic', () => {
  it('shows the reason and too-large messages in Arabic', async () => {
    const online = {
      attempt_id: 'a1',
      amount: '100.000',
      refunded_amount: '0.000',
      refundable_amount: '100.000',
      state: 'paid',
      refunds: [],
    } as unknown as PaymentOnlineView;
    const payment = { id: 'p1', invoice_no: 'INV-1', tenant_name: 'نورة' } as unknown as ManualPayment;
    renderArabic(<RefundDialog payment={payment} online={online} onClose={() => {}} onRefunded={() => {}} />);
    expect(await screen.findByText('استرداد الدفعة')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'المبلغ' }), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'استرداد' }));
    expect(await screen.findByText('سبب الاسترداد مطلوب.')).toBeTruthy();
    expect(
      screen.getByText('لا يمكن أن يتجاوز الاسترداد 100.000 د.ك، وهو المتبقي من هذه الدفعة.'),
    ).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARABIC, ENGLISH, setBrowserDisplayLocale } from '../../domain/displayLocale';
import { STORAGE_KEYS } from '../../domain/storageKeys';
import { panelI18nProvider, preloadPanelCatalogue } from '../../src/providers/i18nProvider';
import { AddChargeDialog } from '../../resources/billing/AddChargeDialog';
import type { InvoiceDetail } from '../../resources/billing/billingApi';
import { dateLabel, periodLabel } from '../../src/format/dates';
import PrintableInvoicePage from '../../resources/billing/PrintableInvoicePage';

/*
 * Issue 22: billing for an Arabic reader. The visit's language is read once at start
 * (src/i18n/bootLocale.ts); here it is Arabic, so the panel's i18nProvider serves the Arabic
 * catalogue and the formatters write Arabic months and د.ك.
 */
vi.mock('../../src/i18n/bootLocale', () => ({
  BOOT_DISPLAY: { locale: 'ar', digits: 'latn' },
  BOOT_DIRECTION: 'rtl',
}));

const INVOICE: InvoiceDetail = {
  id: '6f1c2f7e-0000-4000-8000-000000000001',
  invoiceNo: 'INV-2026-000123',
  contractId: 'c1',
  tenantId: 't1',
  tenantName: 'نورة الصباح',
  unitId: 'u1',
  unitNo: 'A-101',
  propertyId: 'p1',
  propertyName: 'برج السالمية',
  period: '2026-11-01',
  issueDate: '2026-11-01',
  dueDate: '2026-11-05',
  total: '1350.300',
  paidAmount: '1000.000',
  balance: '350.300',
  currency: 'KWD',
  status: 'PARTIALLY_PAID',
  // What the server sends beside (the contract's schema): none written off, no refunds.
  createdAt: '2026-11-01T06:00:00.000Z',
  writtenOffAmount: '0.000',
  writeOff: null,
  refunds: [],
  issuer: { name: 'Al-Sabah Real Estate', address: '' },
  items: [
    // As the invoice generator stores it, in English; the charge as the landlord typed it.
    { id: 'it1', kind: 'rent', description: 'Rent for November 2026', amount: '1350.000' },
    { id: 'it2', kind: 'charge', description: 'Water October', amount: '0.100' },
    // As a maintenance request's charge stores it (issue 31 item 5).
    { id: 'it3', kind: 'charge', description: 'Maintenance MR-2026-000007: Leaking tap', amount: '0.200' },
  ],
  payments: [],
  receipts: [],
};

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  setBrowserDisplayLocale(ARABIC);
  await preloadPanelCatalogue();
});
afterAll(() => setBrowserDisplayLocale(ENGLISH));
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.authToken, 'access-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('billing labels in Arabic', () => {
  it('names the month in Arabic (no short forms) and writes dates with the chosen digits', () => {
    expect(periodLabel('2026-11-01')).toBe('نوفمبر 2026');
    expect(periodLabel('2026-11-01', ENGLISH)).toBe('Nov 2026');
    expect(dateLabel('2026-11-05', { locale: 'ar', digits: 'arab' })).toBe('٠٥-١١-٢٠٢٦');
  });
});

describe('the printable invoice for an Arabic reader', () => {
  it('reads right to left with Arabic labels, status, month and amounts', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, message: 'OK', data: INVOICE }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    render(
      <MemoryRouter initialEntries={[`/admin-panel/invoice/detail/${INVOICE.id}`]}>
        <Routes>
          <Route path="/admin-panel/invoice/detail/:invoiceId" element={<PrintableInvoicePage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'فاتورة' })).toBeTruthy();
    expect(screen.getByRole('main').getAttribute('dir')).toBe('rtl');
    expect(screen.getByText('مدفوعة جزئيًا')).toBeTruthy();
    expect(screen.getByText('نوفمبر 2026')).toBeTruthy();
    expect(screen.getByText('إيجار نوفمبر 2026')).toBeTruthy();
    expect(screen.getByText('Water October')).toBeTruthy();
    expect(screen.getByText('صيانة MR-2026-000007: Leaking tap')).toBeTruthy();
    expect(screen.queryByText(/^Maintenance MR-/)).toBeNull();
    expect(screen.getByText('الرصيد المستحق')).toBeTruthy();
    expect(screen.getByTestId('printable-total').textContent).toBe('1,350.300 د.ك');
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تنزيل PDF' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('فاتورة INV-2026-000123'));
  });
});

describe('Add charge for an Arabic reader', () => {
  it('shows its labels and the validation messages in Arabic', async () => {
    render(
      <AdminContext store={memoryStore()} i18nProvider={panelI18nProvider()}>
        <AddChargeDialog invoiceId={INVOICE.id} onAdded={() => undefined} />
      </AdminContext>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة رسوم' }));
    fireEvent.change(screen.getByLabelText(/المبلغ \(د\.ك\)/), { target: { value: '15.5005' } });
    fireEvent.click(screen.getByRole('button', { name: 'إضافة' }));
    expect(await screen.findByText('أدخل وصفًا لا يتجاوز 200 حرف.')).toBeTruthy();
    expect(
      screen.getByText('يجب أن يكون المبلغ رقمًا أكبر من 0 بحد أقصى 3 منازل عشرية (مثال: 15.500).'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

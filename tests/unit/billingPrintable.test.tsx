// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../domain/storageKeys';
import PrintableInvoicePage from '../../resources/billing/PrintableInvoicePage';
import type { InvoiceDetail } from '../../resources/billing/billingApi';

const INVOICE: InvoiceDetail = {
  id: '6f1c2f7e-0000-4000-8000-000000000001',
  invoiceNo: 'INV-2026-000123',
  contractId: 'c1',
  tenantId: 't1',
  tenantName: 'Noura Al-Sabah',
  unitId: 'u1',
  unitNo: 'A-101',
  propertyId: 'p1',
  propertyName: 'Salmiya Tower',
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
  issuer: { name: 'Gulf Homes', address: '' },
  items: [
    { id: 'it1', kind: 'rent', description: 'Rent for November 2026', amount: '1350.000' },
    { id: 'it2', kind: 'charge', description: 'Water', amount: '0.300' },
  ],
  payments: [],
  receipts: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

function renderPage(id = INVOICE.id) {
  return render(
    <MemoryRouter initialEntries={[`/admin-panel/invoice/detail/${id}`]}>
      <Routes>
        <Route path="/admin-panel/invoice/detail/:invoiceId" element={<PrintableInvoicePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.authToken, 'access-1');
  localStorage.setItem(STORAGE_KEYS.shopTenant, JSON.stringify({ name: 'Gulf Homes' }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PrintableInvoicePage (/admin-panel/invoice/detail/{id})', () => {
  it('shows the vendor, the invoice number, the tenant, the items and the amounts in KWD', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, message: 'OK', data: INVOICE }));
    renderPage();
    expect(await screen.findByText('INV-2026-000123')).toBeTruthy();
    expect(screen.getByText('Gulf Homes')).toBeTruthy();
    expect(screen.getByText('Noura Al-Sabah')).toBeTruthy();
    expect(screen.getByText('Nov 2026')).toBeTruthy();
    expect(screen.getByText('05-11-2026')).toBeTruthy();
    expect(screen.getByText('Water')).toBeTruthy();
    expect(screen.getByTestId('printable-total').textContent).toBe('1,350.300 KWD');
    expect(screen.getByText('350.300 KWD')).toBeTruthy();
    expect(screen.getByText('Partially paid')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/invoices/get/${INVOICE.id}`);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-1');
  });

  it('names the issuer the API gives, with its address, over the panel branding', async () => {
    const issuer = { name: 'Al-Sabah Properties', address: 'Salmiya, Block 10\nlandlord@example.com' };
    fetchMock.mockResolvedValue(json(200, { success: true, message: 'OK', data: { ...INVOICE, issuer } }));
    renderPage();
    expect(await screen.findByText('Al-Sabah Properties')).toBeTruthy();
    expect(screen.getByText(/Salmiya, Block 10/)).toBeTruthy();
    expect(screen.queryByText('Gulf Homes')).toBeNull();
  });

  it("says 'Invoice not found.' when the API answers 404 (someone else's invoice)", async () => {
    fetchMock.mockResolvedValue(json(404, { success: false, message: 'Invoice not found.' }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Invoice not found.');
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('prints with the browser and downloads the PDF unchanged as <invoice no>.pdf', async () => {
    const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xff, 0x00, 0x80]);
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/invoices/pdf/')
        ? new Response(pdfBytes, { status: 200, headers: { 'Content-Type': 'application/pdf' } })
        : json(200, { success: true, message: 'OK', data: INVOICE }),
    );
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const saved: { blob?: Blob; name?: string } = {};
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => ((saved.blob = blob), 'blob:pdf'),
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.name = this.download;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved.name).toBe('INV-2026-000123.pdf'));
    expect(new Uint8Array(await saved.blob!.arrayBuffer())).toEqual(pdfBytes);
    const pdfCall = fetchMock.mock.calls.find(([u]) => String(u).includes('/pdf/'))!;
    expect(String(pdfCall[0])).toBe(`/api/invoices/pdf/${INVOICE.id}`);
    expect(new Headers(pdfCall[1]?.headers).get('Authorization')).toBe('Bearer access-1');
    click.mockRestore();
  });
});

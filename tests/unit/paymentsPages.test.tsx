// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CollectionReportsPage from '../../resources/payments/CollectionReportsPage';
import { SpecPagination } from '../../resources/payments/SpecPagination';
import TenantPaymentsPage from '../../resources/payments/TenantPaymentsPage';
import {
  ALL_PAYMENT_PERMISSIONS,
  fakeApi,
  json,
  LANDLORD_ID,
  paymentRecord,
  renderInAdmin,
  signInAs,
} from './paymentsHarness';

const LIST = '/api/manual-payments/list';
const COLLECTIONS = '/api/collections/list';

beforeEach(() => {
  localStorage.clear();
  // A fresh visit each time: the lists keep page, search and sort in the address, which jsdom
  // would otherwise carry from one test to the next.
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listAnswer =
  (items: unknown[], total = items.length) =>
  () =>
    json(200, { success: true, items, total, msg: 'Payments loaded successfully' });

const fiveFiles = ['a.pdf', 'b.docx', 'c.png', 'd.jpg', 'e.pdf'].map((name) => ({
  name,
  url: `/api/files/${name}`,
}));

describe('TENANT PAYMENTS', () => {
  it('asks for page 1 of 10 in the default range, scoped to the landlord, and shows the spec columns', async () => {
    signInAs(ALL_PAYMENT_PERMISSIONS);
    const api = fakeApi({
      [LIST]: listAnswer(
        [
          paymentRecord({ amount: 1250.5, docs: { attachments: fiveFiles } }),
          paymentRecord({
            id: 'p2',
            invoice_no: 'INV-2026-000020',
            landlord_name: '',
            method: null,
            deposit_date: null,
            created_at: '2026-03-07T10:00:00Z',
          }),
        ],
        57,
      ),
    });
    renderInAdmin(<TenantPaymentsPage />);
    const table = await screen.findByRole('table', { name: 'Tenant payments' });
    await within(table).findByText('INV-2026-000019');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Invoice No',
      // Issue 16 item 7: the tenant the search box finds rows by.
      'Tenant Name',
      'Landlord Name',
      'Amount',
      'Method',
      'Agreement Docs',
      'Date',
      'Actions',
    ]);

    const query = Object.fromEntries(api.callsTo(LIST)[0]!.url.searchParams);
    expect(query).toEqual({
      constantPage: '1',
      pageSize: '10',
      dateFrom: dayjs().subtract(6, 'month').format('YYYY-MM-DD'),
      dateTo: dayjs().add(6, 'month').format('YYYY-MM-DD'),
      role: 'landlord',
      actor_id: LANDLORD_ID,
    });

    const [first, second] = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(first!).slice(0, 5)).toEqual([
      'INV-2026-000019',
      'Faisal Al-Azmi',
      'Khaled Al-Sabah',
      '1,250.500 KWD',
      'Bank Transfer',
    ]);
    expect(cells(first!)[6]).toBe('01-10-2026');
    expect(cells(second!).slice(0, 7)).toEqual([
      'INV-2026-000020',
      expect.any(String),
      '-',
      '350.000 KWD',
      '-',
      '-',
      '07-03-2026',
    ]);
    expect(screen.getByTestId('row-count').textContent).toBe('1-10 of 57');

    // At most 3 attachment icons inline, the rest in a '+N' popover.
    expect(within(first!).getAllByRole('link')).toHaveLength(3);
    fireEvent.click(within(first!).getByRole('button', { name: '2 more attachments' }));
    const more = await screen.findByRole('list', { name: 'More attachments' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['d.jpg', 'e.pdf']);
  });

  it("runs 'Search users...' on Enter only, from page 1", async () => {
    signInAs(ALL_PAYMENT_PERMISSIONS);
    const api = fakeApi({ [LIST]: listAnswer([paymentRecord()], 30) });
    renderInAdmin(<TenantPaymentsPage />);
    await screen.findByText('INV-2026-000019');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)!.url.searchParams.get('constantPage')).toBe('2'));
    const calls = api.callsTo(LIST).length;
    const search = screen.getByRole('searchbox', { name: 'Search users...' });
    fireEvent.change(search, { target: { value: 'Faisal' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(api.callsTo(LIST)).toHaveLength(calls);
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(calls + 1));
    const params = api.callsTo(LIST).at(-1)!.url.searchParams;
    expect(params.get('q')).toBe('Faisal');
    expect(params.get('constantPage')).toBe('1');
  });

  it("shows '+ Add New' only with Create and the pencil only with Update Landlord Payment", async () => {
    signInAs(['View Landlord Payment', 'Create Landlord Payment']);
    fakeApi({ [LIST]: listAnswer([paymentRecord()]) });
    renderInAdmin(<TenantPaymentsPage />);
    await screen.findByText('INV-2026-000019');
    expect(screen.getByRole('button', { name: '+ Add New' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit payment/ })).toBeNull();
    cleanup();

    signInAs(['View Landlord Payment', 'Update Landlord Payment']);
    fakeApi({ [LIST]: listAnswer([paymentRecord()]) });
    renderInAdmin(<TenantPaymentsPage />);
    await screen.findByText('INV-2026-000019');
    expect(screen.queryByRole('button', { name: '+ Add New' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit payment INV-2026-000019' })).toBeTruthy();
  });

  it('hides and shows columns from the column menu', async () => {
    signInAs(ALL_PAYMENT_PERMISSIONS);
    fakeApi({ [LIST]: listAnswer([paymentRecord()]) });
    renderInAdmin(<TenantPaymentsPage />);
    await screen.findByText('INV-2026-000019');
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Landlord Name' }));
    const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);
    expect(headers()).not.toContain('Landlord Name');
    expect(screen.queryByText('Khaled Al-Sabah')).toBeNull();
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Landlord Name' }));
    expect(headers()).toContain('Landlord Name');
  });

  it("says 'No results.' for an empty page, and a list answer with success false in a green toast", async () => {
    signInAs(ALL_PAYMENT_PERMISSIONS);
    fakeApi({ [LIST]: listAnswer([]) });
    renderInAdmin(<TenantPaymentsPage />);
    expect(await screen.findByText('No results.')).toBeTruthy();
    cleanup();

    fakeApi({ [LIST]: () => json(200, { success: false, msg: 'Nothing to list for this landlord' }) });
    renderInAdmin(<TenantPaymentsPage />);
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('Nothing to list for this landlord');
    expect(toast.className).toContain('MuiAlert-filledSuccess');
  });
});

describe('pagination (spec section 9)', () => {
  it('shows 2 sibling and 2 boundary pages with ellipses', () => {
    render(<SpecPagination page={10} pageSize={10} total={200} onChange={() => undefined} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['', '1', '2', '…', '8', '9', '10', '11', '12', '…', '19', '20', '']);
  });
});

const collectionAnswer =
  (over: Record<string, unknown> = {}) =>
  () =>
    json(200, {
      success: true,
      items: [
        {
          invoice_id: 'i1',
          invoice_no: 'INV-2026-000001',
          property_name: 'Salmiya Tower',
          unit_no: '101',
          tenant_name: 'Noura Al-Kandari',
          payment_date: '2025-12-31',
          rent: 350,
          written_off: 0,
          status: 'Received',
          attachments: [{ name: 'slip.pdf', url: '/api/files/s.pdf' }],
        },
        {
          invoice_id: 'i2',
          invoice_no: 'INV-2026-000024',
          property_name: 'Salmiya Tower',
          unit_no: '201',
          tenant_name: 'Faisal Al-Azmi',
          payment_date: null,
          rent: 1200.5,
          written_off: 0,
          status: 'Overdue',
          attachments: [],
        },
      ],
      total: 24,
      totalPages: 3,
      totals: { total_collection: 11200, received_amount: 8480, written_off_amount: 0, pending_amount: 2720 },
      message: 'Collections loaded successfully',
      ...over,
    });

describe('COLLECTION REPORTS', () => {
  it('shows the three cards, the rows, Received apart, and sorts by a header click', async () => {
    signInAs(ALL_PAYMENT_PERMISSIONS);
    const api = fakeApi({ [COLLECTIONS]: collectionAnswer() });
    renderInAdmin(<CollectionReportsPage />);
    const table = await screen.findByRole('table', { name: 'Collections' });
    await within(table).findByText('INV-2026-000001');
    expect(Object.fromEntries(api.callsTo(COLLECTIONS)[0]!.url.searchParams)).toEqual({
      landlord_id: LANDLORD_ID,
      page: '1',
      pageSize: '10',
    });
    expect(screen.getByRole('group', { name: 'TOTAL COLLECTIONS' }).textContent).toContain('11,200.000 KWD');
    expect(screen.getByRole('group', { name: 'RECEIVED AMOUNT' }).textContent).toContain('8,480.000 KWD');
    expect(screen.getByRole('group', { name: 'PENDING AMOUNT' }).textContent).toContain('2,720.000 KWD');

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Invoice #',
      'Property',
      'Unit',
      'Tenant',
      'Payment Date',
      'Rent',
      'Status',
      'Agreement Docs',
    ]);
    const [received, overdue] = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(received!).slice(0, 7)).toEqual([
      'INV-2026-000001',
      'Salmiya Tower',
      '101',
      'Noura Al-Kandari',
      '31-12-2025',
      '350.000 KWD',
      'Received',
    ]);
    expect(cells(overdue!)[4]).toBe('-');
    expect(cells(overdue!)[5]).toBe('1,200.500 KWD');
    expect(cells(overdue!)[7]).toBe('-');
    expect(within(received!).getByText('Received').closest('.MuiChip-root')!.className).toContain(
      'MuiChip-colorSuccess',
    );
    expect(within(overdue!).getByText('Overdue').closest('.MuiChip-root')!.className).not.toContain(
      'MuiChip-colorSuccess',
    );

    // Invoice #, Tenant, Payment Date and Rent sort; the others do not.
    for (const name of ['Invoice #', 'Tenant', 'Payment Date', 'Rent']) {
      expect(within(table).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(table).queryByRole('button', { name: 'Property' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Rent' }));
    await waitFor(() => expect(api.callsTo(COLLECTIONS).at(-1)!.url.searchParams.get('sort')).toBe('rent'));
    expect(api.callsTo(COLLECTIONS).at(-1)!.url.searchParams.get('order')).toBe('asc');
    fireEvent.click(within(table).getByRole('button', { name: 'Rent' }));
    await waitFor(() => expect(api.callsTo(COLLECTIONS).at(-1)!.url.searchParams.get('order')).toBe('desc'));
  });

  it("'Search tenant...' on Enter searches from page 1", async () => {
    signInAs(ALL_PAYMENT_PERMISSIONS);
    const api = fakeApi({ [COLLECTIONS]: collectionAnswer() });
    renderInAdmin(<CollectionReportsPage />);
    await screen.findByText('INV-2026-000001');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(api.callsTo(COLLECTIONS).at(-1)!.url.searchParams.get('page')).toBe('3'));
    const search = screen.getByRole('searchbox', { name: 'Search tenant...' });
    fireEvent.change(search, { target: { value: 'Noura' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(api.callsTo(COLLECTIONS).at(-1)!.url.searchParams.get('q')).toBe('Noura'));
    expect(api.callsTo(COLLECTIONS).at(-1)!.url.searchParams.get('page')).toBe('1');
  });

  it("without a landlord id says 'Missing landlord_id' and calls nothing", async () => {
    signInAs(ALL_PAYMENT_PERMISSIONS, null);
    const api = fakeApi({ [COLLECTIONS]: collectionAnswer() });
    renderInAdmin(<CollectionReportsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Missing landlord_id');
    expect(api.callsTo(COLLECTIONS)).toHaveLength(0);
  });

  it("an unsuccessful answer without message says 'Failed to load collections'; an exception 'Something went wrong'", async () => {
    signInAs(ALL_PAYMENT_PERMISSIONS);
    fakeApi({ [COLLECTIONS]: () => json(200, { success: false }) });
    renderInAdmin(<CollectionReportsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load collections');
    cleanup();
    fakeApi({ [COLLECTIONS]: () => json(500, { success: false, message: 'boom' }) });
    renderInAdmin(<CollectionReportsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
  });
});

describe('TENANT PAYMENTS: online payments to refund (issue 30 item 5)', () => {
  it('marks the captures the gateway did not refund above the list', async () => {
    signInAs(ALL_PAYMENT_PERMISSIONS);
    const api = fakeApi({
      [LIST]: listAnswer([paymentRecord()]),
      '/api/online-payments/refunds-due': () =>
        json(200, {
          success: true,
          message: 'Online payments to refund loaded successfully',
          data: {
            items: [
              {
                attempt_id: 'a1',
                landlord_id: LANDLORD_ID,
                invoice_id: 'i1',
                invoice_no: 'INV-2026-000077',
                tenant_name: 'Huda Al-Ali',
                amount: '175.250',
                currency: 'KWD',
                method: 'knet',
                gateway_reference: 'sbx_1',
                transaction_id: 'txn_9',
                problem: 'The gateway refused to refund it.',
                flagged_at: '2026-11-27T10:00:00.000Z',
              },
            ],
          },
        }),
    });
    renderInAdmin(<TenantPaymentsPage />);
    const marker = await screen.findByTestId('refunds-due');
    expect(marker.textContent).toContain('Online payments to refund');
    expect(within(marker).getByTestId('refund-due').textContent).toMatch(
      /175\.250.*INV-2026-000077 · Huda Al-Ali · gateway reference txn_9/,
    );
    expect(Object.fromEntries(api.callsTo('/api/online-payments/refunds-due')[0]!.url.searchParams)).toEqual({
      actor_id: LANDLORD_ID,
    });
  });

  it('shows nothing when there is nothing to refund', async () => {
    signInAs(ALL_PAYMENT_PERMISSIONS);
    fakeApi({
      [LIST]: listAnswer([paymentRecord()]),
      '/api/online-payments/refunds-due': () =>
        json(200, {
          success: true,
          message: 'Online payments to refund loaded successfully',
          data: { items: [] },
        }),
    });
    renderInAdmin(<TenantPaymentsPage />);
    await screen.findByRole('table', { name: 'Tenant payments' });
    expect(screen.queryByTestId('refunds-due')).toBeNull();
  });
});

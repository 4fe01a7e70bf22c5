// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MANUAL_PAYMENT_MESSAGES as M } from '../../domain/manualPaymentSchemas';
import { ManualPaymentDialog } from '../../resources/payments/ManualPaymentDialog';
import type { ManualPayment } from '../../resources/payments/manualPaymentApi';
import {
  fakeApi,
  INVOICE_ID,
  json,
  LANDLORD_ID,
  paymentRecord,
  renderInAdmin,
  signInAs,
  USER_ID,
  ALL_PAYMENT_PERMISSIONS,
} from './paymentsHarness';

const LOV = '/api/manual-payments/unpaid-invoices/lov';
const CREATE = '/api/manual-payments/create';
const INVOICE_NAME = 'INV-2026-000019 — Faisal Al-Azmi';

beforeEach(() => {
  localStorage.clear();
  signInAs(ALL_PAYMENT_PERMISSIONS);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(payment?: ManualPayment) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderInAdmin(
    <ManualPaymentDialog
      payment={payment}
      landlordId={LANDLORD_ID}
      adminUserId={USER_ID}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { onSaved, onClose, dialog: screen.getByRole('dialog') };
}

const lov = () => json(200, { success: true, data: { items: [{ id: INVOICE_ID, name: INVOICE_NAME }] } });

async function chooseInvoice() {
  const input = screen.getByRole('combobox', { name: 'Invoice' });
  fireEvent.mouseDown(input);
  fireEvent.click(await screen.findByRole('option', { name: INVOICE_NAME }));
}

/** The toast area sits outside the modal dialog, which hides it from the accessibility tree. */
const toast = (role: 'alert' | 'status') => screen.findByRole(role, { hidden: true });

const amount = () => screen.getByRole('textbox', { name: 'Amount' });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** Chooses files through the hidden file input, as the file picker would. */
function choose(files: File[]) {
  fireEvent.change(screen.getByTestId('attachment-input'), { target: { files } });
}

/** Drops files on the zone, as a drag and drop would. */
function drop(files: File[]) {
  fireEvent.drop(screen.getByTestId('attachment-dropzone'), { dataTransfer: { files, types: ['Files'] } });
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('Add Manual Payment', () => {
  it('shows the messages of section 5 and sends nothing until they are met', async () => {
    const api = fakeApi({ [LOV]: lov });
    renderDialog();
    expect(screen.getByText('Add Manual Payment')).toBeTruthy();
    submit('Add payment');
    expect(screen.getByText(M.invoiceRequired)).toBeTruthy();
    expect(screen.getByText(M.amountRequired)).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '10.1234' } });
    submit('Add payment');
    expect(screen.getByText(M.amountDecimals)).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '-5' } });
    submit('Add payment');
    expect(screen.getByText(M.amountPositive)).toBeTruthy();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('looks up unpaid invoices of the landlord, and says Failed to load invoices. in red when that fails', async () => {
    const api = fakeApi({ [LOV]: () => json(500, { success: false, message: 'down' }) });
    renderDialog();
    const shown = await toast('alert');
    expect(shown.textContent).toContain('Failed to load invoices.');
    expect(shown.className).toContain('MuiAlert-filledError');
    expect(api.callsTo(LOV)[0]!.url.searchParams.get('landlord_id')).toBe(LANDLORD_ID);
  });

  it('offers Bank Transfer, Cash and Cheque, and KWD only', async () => {
    fakeApi({ [LOV]: lov });
    renderDialog();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Method' }));
    const methods = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(methods).toEqual(['None', 'Bank Transfer', 'Cash', 'Cheque']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Currency' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['KWD']);
  });

  it('refuses other file types with a toast, takes several files by choice or drop, and removes one', async () => {
    fakeApi({ [LOV]: lov });
    renderDialog();
    choose([new File(['x'], 'sheet.xlsx'), new File(['x'], 'tool.exe')]);
    expect((await toast('alert')).textContent).toContain(M.unsupportedFile);
    choose([pdf('slip.pdf')]);
    drop([png('photo.png'), pdf('receipt.pdf')]);
    const list = screen.getByRole('list', { name: 'Attachments' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['slip.pdf', 'photo.png', 'receipt.pdf']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo.png' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['slip.pdf', 'receipt.pdf']);
  });

  it('creates once with the multipart payload, files and an Idempotency-Key, then toasts green and closes', async () => {
    let answer!: (r: Response) => void;
    const api = fakeApi({
      [LOV]: lov,
      [CREATE]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { onSaved, onClose } = renderDialog();
    await chooseInvoice();
    fireEvent.change(amount(), { target: { value: '1,000.250' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mark as paid' }));
    drop([pdf('slip.pdf'), png('photo.png')]);
    submit('Add payment');
    // Saving: the button is disabled, so a second click sends nothing.
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect((screen.getByRole('button', { name: 'Add payment' }) as HTMLButtonElement).disabled).toBe(true);
    submit('Add payment');

    const [call] = api.callsTo(CREATE);
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      admin_user_id: USER_ID,
      role: 'landlord',
      actor_id: LANDLORD_ID,
    });
    expect(new Headers(call!.init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const form = call!.init?.body as FormData;
    expect(JSON.parse(String(form.get('payload')))).toEqual({
      invoice_id: INVOICE_ID,
      amount: 1000.25,
      currency: 'KWD',
      method: '',
      deposit_reference: '',
      deposit_date: null,
      notes: '',
      mark_as_paid: true,
    });
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['slip.pdf', 'photo.png']);

    const created = paymentRecord({ amount: 1000.25 });
    answer(json(200, { success: true, items: created, message: M.created }));
    const shown = await toast('status');
    expect(shown.textContent).toContain(M.created);
    expect(shown.className).toContain('MuiAlert-filledSuccess');
    expect(onSaved).toHaveBeenCalledWith(created);
    expect(onClose).toHaveBeenCalled();
    expect(api.callsTo(CREATE)).toHaveLength(1);
  });

  it('an answer with success false shows the server message in a green toast and keeps the dialog open', async () => {
    fakeApi({
      [LOV]: lov,
      [CREATE]: () => json(200, { success: false, message: 'Invoice is already paid' }),
    });
    const { onSaved, onClose } = renderDialog();
    await chooseInvoice();
    fireEvent.change(amount(), { target: { value: '5' } });
    submit('Add payment');
    const shown = await toast('status');
    expect(shown.textContent).toContain('Invoice is already paid');
    expect(shown.className).toContain('MuiAlert-filledSuccess');
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Add payment' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a network failure keeps the Idempotency-Key for the retry; a refusal takes a new one', async () => {
    let mode: 'network' | 'refuse' | 'ok' = 'network';
    const api = fakeApi({
      [LOV]: lov,
      [CREATE]: () => {
        if (mode === 'network') throw new TypeError('Failed to fetch');
        if (mode === 'refuse')
          return json(422, {
            success: false,
            message: 'bad',
            detail: [{ loc: ['payload'], msg: 'Too much' }],
          });
        return json(200, { success: true, items: paymentRecord(), message: M.created });
      },
    });
    renderDialog();
    await chooseInvoice();
    fireEvent.change(amount(), { target: { value: '5' } });
    const keys = () => api.callsTo(CREATE).map((c) => new Headers(c.init?.headers).get('Idempotency-Key'));
    submit('Add payment');
    expect((await toast('alert')).textContent).toContain('Something went wrong');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add payment' }).hasAttribute('disabled')).toBe(false),
    );
    mode = 'refuse';
    submit('Add payment');
    await waitFor(() => expect(keys()).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add payment' }).hasAttribute('disabled')).toBe(false),
    );
    mode = 'ok';
    submit('Add payment');
    await waitFor(() => expect(keys()).toHaveLength(3));
    const [first, second, third] = keys();
    expect(second).toBe(first);
    expect(third).not.toBe(second);
  });
});

describe('Update Manual Payment', () => {
  const UPDATE = '/api/manual-payments/update/6f1c2f7e-0000-4000-8000-000000000101';
  const payment = paymentRecord({
    amount: 350,
    method: 'cash',
    docs: {
      attachments: [
        { name: 'slip.pdf', url: '/api/files/a.pdf' },
        { name: 'photo.png', url: '/api/files/b.png' },
      ],
    },
  }) as ManualPayment;

  it('shows the invoice disabled, offers Bank Transfer, Cash and POS, no mark as paid, and keeps the files still shown', async () => {
    const api = fakeApi({
      '/api/manual-payments/invoices/lov': () =>
        json(200, { success: true, data: { items: [{ id: INVOICE_ID, name: INVOICE_NAME }] } }),
      [UPDATE]: () => json(200, { success: true, items: { ...payment, amount: 15.5 }, msg: M.updated }),
    });
    const { onSaved, onClose } = renderDialog(payment);
    expect(screen.getByText('Update Manual Payment')).toBeTruthy();
    const invoice = screen.getByRole('textbox', { name: 'Invoice' }) as HTMLInputElement;
    await waitFor(() => expect(invoice.value).toBe(INVOICE_NAME));
    expect(invoice.disabled).toBe(true);
    expect(api.callsTo('/api/manual-payments/invoices/lov')[0]!.url.searchParams.get('id')).toBe(INVOICE_ID);
    expect(screen.queryByRole('checkbox', { name: 'Mark as paid' })).toBeNull();
    expect((amount() as HTMLInputElement).value).toBe('350.000');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Method' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['None', 'Bank Transfer', 'Cash', 'POS']);
    fireEvent.click(options[3]!);

    fireEvent.change(amount(), { target: { value: '15.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove slip.pdf' }));
    choose([pdf('new.pdf')]);
    submit('Save changes');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const form = api.callsTo(UPDATE)[0]!.init?.body as FormData;
    expect(JSON.parse(String(form.get('payload')))).toEqual({
      amount: 15.5,
      currency: 'KWD',
      method: 'pos',
      deposit_reference: 'TRX-1',
      deposit_date: '2026-10-01T04:30:00.000Z',
      notes: '',
      keep_attachments: ['photo.png'],
    });
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['new.pdf']);
    expect((await toast('status')).textContent).toContain(M.updated);
    expect(onClose).toHaveBeenCalled();
  });
});

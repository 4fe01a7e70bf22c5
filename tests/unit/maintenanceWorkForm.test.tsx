// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAINTENANCE_MESSAGES as M } from '../../domain/maintenanceSchemas';
import { MaintenanceDetailView } from '../../resources/reported-tickets/ReportedTicketDetail';
import { AppNotification } from '../../src/layout/AppNotification';
import { authProvider } from '../../src/providers/authProvider';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { fakeApi, json, signInAs, type Call } from './paymentsHarness';
import { buildMaintenanceDetail, REQUEST_ID } from '../fixtures/maintenanceRecords';

/*
 * Issue 31 item 8: the work form of a reported request shows each refusal beside its field (the
 * update route's own schema first, then the server's 422 `detail`), never as one toast of messages
 * joined by semicolons; a vendor's landline is a phone it takes.
 */
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UPDATE = `/api/maintenance-requests/update/${REQUEST_ID}`;

function renderDetail() {
  return render(
    <MemoryRouter initialEntries={[`/reported-tickets/detail/${REQUEST_ID}`]}>
      <AdminContext
        store={memoryStore()}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
      >
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <Routes>
            <Route path="/reported-tickets/detail/:id" element={<MaintenanceDetailView tenant={false} />} />
          </Routes>
        </LocalizationProvider>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

function detailApi(update: (call: Call) => Response) {
  signInAs(['View Maintenance Request', 'Update Maintenance Request']);
  return fakeApi({
    [`/api/maintenance-requests/get/${REQUEST_ID}`]: () =>
      json(200, { success: true, message: M.found, data: buildMaintenanceDetail() }),
    [`/api/maintenance-requests/${REQUEST_ID}/comments`]: () =>
      json(200, { success: true, message: M.comments, items: [] }),
    [UPDATE]: update,
  });
}

/** The text shown under a field (its helper text, which the input names as its description). */
const helpOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const workForm = async () => screen.findByRole('form', { name: 'Work on the request' });

describe('REPORTED TICKETS work form', () => {
  it('sends a vendor landline as typed', async () => {
    const api = detailApi(() =>
      json(200, {
        success: true,
        message: M.updated,
        data: buildMaintenanceDetail({ vendor_phone: '22334455' }),
      }),
    );
    renderDetail();
    const form = await workForm();
    fireEvent.change(within(form).getByLabelText('Vendor name'), { target: { value: 'Gulf Cooling Co.' } });
    fireEvent.change(within(form).getByLabelText('Vendor phone'), { target: { value: '2233 4455' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save work' }));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo(UPDATE)[0]!.init!.body))).toMatchObject({
      vendor_name: 'Gulf Cooling Co.',
      vendor_phone: '2233 4455',
    });
  });

  it("shows a number no Kuwaiti phone has under the vendor phone, with the route's message, and sends nothing", async () => {
    const api = detailApi(() => json(500, { success: false, message: 'not expected' }));
    renderDetail();
    const form = await workForm();
    const phone = within(form).getByLabelText('Vendor phone');
    fireEvent.change(phone, { target: { value: '12345678' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save work' }));
    await waitFor(() => expect(helpOf(phone)).toContain(M.vendorPhone));
    expect(api.callsTo(UPDATE)).toHaveLength(0);
  });

  it("shows each field the server's 422 refuses beside that field, and no toast joining them", async () => {
    const detail = [
      { loc: ['body', 'vendor_name'], msg: M.vendorName, type: 'too_big' },
      { loc: ['body', 'assignee_id'], msg: M.assignee, type: 'assignee' },
    ];
    detailApi(() => json(422, { success: false, message: detail.map((d) => d.msg).join('; '), detail }));
    renderDetail();
    const form = await workForm();
    const name = within(form).getByLabelText('Vendor name');
    fireEvent.change(name, { target: { value: 'Gulf Cooling Co.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save work' }));
    await waitFor(() => expect(helpOf(name)).toContain(M.vendorName));
    expect(helpOf(within(form).getByLabelText('Assignee'))).toContain(M.assignee);
    expect(helpOf(within(form).getByLabelText('Vendor phone'))).not.toContain(M.vendorName);
    expect(screen.queryByText(detail.map((d) => d.msg).join('; '))).toBeNull();
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});

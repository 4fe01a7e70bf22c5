// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAINTENANCE_MESSAGES as M } from '../../domain/maintenanceSchemas';
import { MaintenanceDetailView } from '../../resources/reported-tickets/ReportedTicketDetail';
import { MaintenanceEditDialog } from '../../resources/reported-tickets/MaintenanceEditDialog';
import { ApiError } from '../../src/api/ApiError';
import { AppNotification } from '../../src/layout/AppNotification';
import { authProvider } from '../../src/providers/authProvider';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { fakeApi, json, signInAs } from './paymentsHarness';
import { buildMaintenanceDetail, REQUEST_ID } from '../fixtures/maintenanceRecords';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DETAIL_PATH = `/reported-tickets/detail/${REQUEST_ID}`;

/** The detail page at its route, over the panel's real data and auth providers and a fake API. */
function renderDetail(extra: ReactNode = null) {
  return render(
    <MemoryRouter initialEntries={[DETAIL_PATH]}>
      <AdminContext
        store={memoryStore()}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
      >
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <Routes>
            <Route path="/reported-tickets/detail/:id" element={<MaintenanceDetailView tenant={false} />} />
            <Route path="/admin-panel/reported-tickets/list" element={<p>The list</p>} />
          </Routes>
        </LocalizationProvider>
        {extra}
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

function detailApi() {
  return fakeApi({
    [`/api/maintenance-requests/get/${REQUEST_ID}`]: () =>
      json(200, { success: true, message: M.found, data: buildMaintenanceDetail() }),
    [`/api/maintenance-requests/${REQUEST_ID}/comments`]: () =>
      json(200, { success: true, message: M.comments, items: [] }),
    [`/api/maintenance-requests/delete/${REQUEST_ID}`]: () =>
      json(200, { success: true, message: M.deleted }),
  });
}

describe('REPORTED TICKETS detail: edit and delete', () => {
  it('offers Delete only to a holder of Delete Maintenance Request, and asks before deleting', async () => {
    signInAs(['View Maintenance Request', 'Update Maintenance Request', 'Delete Maintenance Request']);
    const api = detailApi();
    renderDetail();
    const actions = await screen
      .findByRole('group', { name: 'Request actions' })
      .catch(() => screen.findByLabelText('Request actions'));
    fireEvent.click(within(actions).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete request MR-000042?' });
    expect(api.callsTo(`/api/maintenance-requests/delete/${REQUEST_ID}`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('The list');
    expect(api.callsTo(`/api/maintenance-requests/delete/${REQUEST_ID}`)).toHaveLength(1);
    expect(await screen.findByText(M.deleted)).toBeTruthy();
  });

  it('shows Edit but no Delete without the Delete permission', async () => {
    signInAs(['View Maintenance Request', 'Update Maintenance Request']);
    detailApi();
    renderDetail();
    const actions = await screen.findByLabelText('Request actions');
    expect(within(actions).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows neither to a holder of View alone', async () => {
    signInAs(['View Maintenance Request']);
    detailApi();
    renderDetail();
    await screen.findByRole('heading', { name: /MR-000042/ });
    expect(screen.queryByLabelText('Request actions')).toBeNull();
  });
});

describe('MaintenanceEditDialog', () => {
  const open = (onSave: (v: unknown) => Promise<unknown>, onClose = vi.fn()) => {
    render(
      <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
        <MaintenanceEditDialog request={buildMaintenanceDetail()} open onClose={onClose} onSave={onSave} />
      </AdminContext>,
    );
    return screen.getByRole('dialog', { name: 'Edit request MR-000042' });
  };

  it("refuses a short title with the server schema's message and sends nothing", () => {
    const onSave = vi.fn(() => Promise.resolve());
    const dialog = open(onSave);
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'AC' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText(M.title)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the four fields and closes once the server accepts them', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    const dialog = open(onSave, onClose);
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'AC leaking badly' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({
      title: 'AC leaking badly',
      description: 'Water drips from the indoor unit.',
      category: 'air_conditioning',
      priority: 'high',
    });
  });

  it("shows the server's 422 message under the field it names and stays open", async () => {
    const refusal = new ApiError(422, {
      success: false,
      message: M.description,
      detail: [{ loc: ['body', 'description'], msg: M.description, type: 'too_big' }],
    });
    const onClose = vi.fn();
    const dialog = open(() => Promise.reject(refusal), onClose);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(M.description)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field (a 404, a 409) above the fields', async () => {
    const dialog = open(() => Promise.reject(new ApiError(404, { success: false, message: M.notFound })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(M.notFound);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ListContextProvider, memoryStore, type ListControllerResult } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportedTicketExportButton } from '../../resources/reported-tickets/ReportedTicketExportButton';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { fakeApi, json, signInAs } from './paymentsHarness';
import { buildMaintenanceRecord } from '../fixtures/maintenanceRecords';

const LIST = '/api/maintenance-requests/list';

/**
 * The CSV react-admin's exporter hands to the browser, read back from the Blob it downloads
 * (jsdom has no createObjectURL; this file's own jsdom is thrown away after it).
 */
function captureDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  };
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return blobs;
}

/** A list showing page 1 of 150 requests under a status filter, a search and a deadline sort. */
function renderInList() {
  const list = {
    filterValues: { status: 'OPEN', q: 'leak' },
    sort: { field: 'deadlineAt', order: 'ASC' },
    total: 150,
  } as unknown as ListControllerResult;
  render(
    <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
      <ListContextProvider value={list}>
        <ReportedTicketExportButton />
      </ListContextProvider>
    </AdminContext>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('REPORTED TICKETS Export', () => {
  it('walks every page under the list’s filters, search and sort, and writes one row each', async () => {
    signInAs(['View Maintenance Request']);
    const blobs = captureDownloads();
    const api = fakeApi({
      [LIST]: ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const size = page === 1 ? 100 : 50;
        const items = Array.from({ length: size }, (_, i) =>
          buildMaintenanceRecord({ number: `MR-${page}-${i}`, title: `Leak ${page}-${i}` }),
        );
        return json(200, { success: true, items, total: 150, totalPages: 2, page, pageSize: 100 });
      },
    });
    renderInList();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    const queries = api.callsTo(LIST).map((c) => Object.fromEntries(c.url.searchParams));
    expect(queries).toEqual([
      { status: 'OPEN', q: 'leak', sort: 'deadlineAt', order: 'asc', page: '1', pageSize: '100' },
      { status: 'OPEN', q: 'leak', sort: 'deadlineAt', order: 'asc', page: '2', pageSize: '100' },
    ]);
    const lines = (await blobs[0]!.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'Number,Title,Category,Priority,Status,Property,Unit,Tenant,Assignee,Vendor,Created,Deadline,Overdue,Cost (KWD)',
    );
    expect(lines).toHaveLength(151);
    expect(lines[1]).toBe(
      'MR-1-0,Leak 1-0,Air conditioning,High,Open,Salmiya Tower,12B,Faisal Al-Azmi,,,02-11-2026 00:30,04-11-2026 00:30,No,',
    );
  });

  it('writes a title a tenant typed as a formula as text, and numbers as numbers', async () => {
    signInAs(['View Maintenance Request']);
    const blobs = captureDownloads();
    fakeApi({
      [LIST]: () => {
        const items = [
          buildMaintenanceRecord({ number: 'MR-1', title: '=HYPERLINK("http://evil.example","fix")' }),
          buildMaintenanceRecord({ number: 'MR-2', title: '@SUM(A1:A9)', vendor_name: '+96550000000' }),
          buildMaintenanceRecord({ number: 'MR-3', title: '-1+2', cost: '-5.250' }),
        ];
        return json(200, { success: true, items, total: 3, totalPages: 1, page: 1, pageSize: 100 });
      },
    });
    renderInList();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await blobs[0]!.text();
    const cells = text
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(cells.map((c) => c[0])).toEqual(['MR-1', 'MR-2', 'MR-3']);
    expect(text).toContain(`MR-1,"'=HYPERLINK(""http://evil.example"",""fix"")",`);
    expect(cells[1]![1]).toBe("'@SUM(A1:A9)");
    // A phone number is a plain number to a spreadsheet, not a formula: left as typed.
    expect(cells[1]).toContain('+96550000000');
    expect(cells[2]![1]).toBe("'-1+2");
    expect(cells[2]!.at(-1)).toBe('-5.250');
  });
});

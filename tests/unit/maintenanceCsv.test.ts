import { describe, expect, it } from 'vitest';
import { maintenanceCsvRow } from '../../resources/reported-tickets/maintenanceCsv';
import { buildMaintenanceRecord } from '../fixtures/maintenanceRecords';

describe('REPORTED TICKETS CSV row', () => {
  it('writes readable columns, Kuwait times and the cost as a 3-decimal number', () => {
    const row = maintenanceCsvRow(
      buildMaintenanceRecord({
        assignee_name: 'Ahmad Hassan',
        vendor_name: 'Cool Air Co.',
        overdue: true,
        cost: '12.5',
        status: 'IN_PROGRESS',
      }),
    );
    expect(row).toEqual({
      Number: 'MR-000042',
      Title: 'AC leaking in the bedroom',
      Category: 'Air conditioning',
      Priority: 'High',
      Status: 'In progress',
      Property: 'Salmiya Tower',
      Unit: '12B',
      Tenant: 'Faisal Al-Azmi',
      Assignee: 'Ahmad Hassan',
      Vendor: 'Cool Air Co.',
      // 21:30 UTC is 00:30 the next day in Kuwait.
      Created: '02-11-2026 00:30',
      Deadline: '04-11-2026 00:30',
      Overdue: 'Yes',
      'Cost (KWD)': '12.500',
    });
  });

  it('leaves what is not there empty and says No for a request on time', () => {
    const row = maintenanceCsvRow(
      buildMaintenanceRecord({ tenant_name: null, deadline_at: null, cost: null, overdue: false }),
    );
    expect(row).toMatchObject({
      Tenant: '',
      Assignee: '',
      Vendor: '',
      Deadline: '',
      Overdue: 'No',
      'Cost (KWD)': '',
    });
  });
});

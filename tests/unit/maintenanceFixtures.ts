import type { MaintenanceRecord } from '../../domain/maintenanceRecord';
import type { MaintenanceDetail } from '../../resources/reported-tickets/maintenanceUi';

export const REQUEST_ID = '6f1c2f7e-0000-4000-8000-000000000201';

/** A maintenance request as the list answers it. */
export function buildMaintenanceRecord(overrides: Partial<MaintenanceRecord> = {}): MaintenanceRecord {
  return {
    id: REQUEST_ID,
    number: 'MR-000042',
    landlord_id: '6f1c2f7e-0000-4000-8000-0000000000aa',
    tenant_id: '6f1c2f7e-0000-4000-8000-000000000301',
    tenant_name: 'Faisal Al-Azmi',
    property_id: '6f1c2f7e-0000-4000-8000-000000000401',
    property_name: 'Salmiya Tower',
    unit_id: '6f1c2f7e-0000-4000-8000-000000000501',
    unit_no: '12B',
    title: 'AC leaking in the bedroom',
    description: 'Water drips from the indoor unit.',
    category: 'air_conditioning',
    priority: 'high',
    status: 'OPEN',
    permission_to_enter: false,
    preferred_visit_times: null,
    assignee_id: null,
    assignee_name: null,
    vendor_name: null,
    vendor_phone: null,
    deadline_at: '2026-11-03T21:30:00.000Z',
    overdue: false,
    deferred_until: null,
    cost: null,
    charged: false,
    charged_invoice_id: null,
    rating_resolved: null,
    rating_comment: null,
    reopen_count: 0,
    attachments: [],
    created_at: '2026-11-01T21:30:00.000Z',
    updated_at: '2026-11-01T21:30:00.000Z',
    ...overrides,
  };
}

/** The detail (the list's record with its timeline). */
export function buildMaintenanceDetail(overrides: Partial<MaintenanceRecord> = {}): MaintenanceDetail {
  return {
    ...buildMaintenanceRecord(overrides),
    history: [
      {
        id: '6f1c2f7e-0000-4000-8000-000000000601',
        from_status: null,
        to_status: 'OPEN',
        reason: null,
        actor_name: 'Faisal Al-Azmi',
        created_at: '2026-11-01T21:30:00.000Z',
      },
    ],
  };
}

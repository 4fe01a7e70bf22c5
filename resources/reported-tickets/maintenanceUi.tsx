import Chip from '@mui/material/Chip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { MaintenanceStatus } from '../../domain/maintenanceFlow';
import type { MaintenanceRecord } from '../../domain/maintenanceRecord';
import type { MaintenanceCategory, MaintenancePriority } from '../../domain/maintenanceSchemas';
import { hasPermission } from '../../domain/permissions';
import { apiClient } from '../../src/api/httpClient';
import { payloadForm } from '../../src/api/payloadForm';
import { useCurrentUser } from '../../src/layout/useCurrentUser';

/** The data provider's name for /api/maintenance-requests (this module's apiPath). */
export const MAINTENANCE_RESOURCE = 'reported-tickets';
export const MAINTENANCE_API = '/maintenance-requests';

export const STATUS_LABELS: Record<MaintenanceStatus, string> = {
  OPEN: 'Open',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  CLOSED: 'Closed',
  DEFERRED: 'Deferred',
  DECLINED: 'Declined',
};

export const CATEGORY_LABELS: Record<MaintenanceCategory, string> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  air_conditioning: 'Air conditioning',
  appliances: 'Appliances',
  pest_control: 'Pest control',
  carpentry: 'Carpentry',
  painting: 'Painting',
  cleaning: 'Cleaning',
  other: 'Other',
};

export const PRIORITY_LABELS: Record<MaintenancePriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  emergency: 'Emergency',
};

const STATUS_COLORS: Record<MaintenanceStatus, 'warning' | 'info' | 'success' | 'default' | 'error'> = {
  OPEN: 'warning',
  IN_PROGRESS: 'info',
  COMPLETED: 'success',
  CLOSED: 'default',
  DEFERRED: 'default',
  DECLINED: 'error',
};

/** A request's status in its colour (a span, so it fits a card's title line and a cell). */
export function MaintenanceStatusChip({ status }: { status: MaintenanceStatus }) {
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      label={STATUS_LABELS[status] ?? status}
      color={STATUS_COLORS[status] ?? 'default'}
      data-status={status}
    />
  );
}

/** The red "Overdue" mark, wherever a request past its deadline appears. */
export function OverdueChip({ overdue }: { overdue: boolean }) {
  if (!overdue) return null;
  return <Chip component="span" size="small" color="error" label="Overdue" data-testid="overdue" />;
}

export type MaintenanceDetail = MaintenanceRecord & {
  history: {
    id: string;
    from_status: MaintenanceStatus | null;
    to_status: MaintenanceStatus;
    reason: string | null;
    actor_name: string | null;
    created_at: string;
  }[];
};

export interface OneAnswer {
  message: string;
  data: MaintenanceDetail;
}

export const errorText = (err: unknown, fallback: string) =>
  err instanceof Error && err.message ? err.message : fallback;

/**
 * The detail page's writes (work fields, status moves, comments, rating, charge): each refreshes
 * the request, its comments and the lists, and tells the user what the server answered.
 */
export function useMaintenanceActions(id: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const base = `${MAINTENANCE_API}/${id}`;
  const done = (answer: { message: string }) => {
    void queryClient.invalidateQueries({ queryKey: [MAINTENANCE_RESOURCE] });
    void queryClient.invalidateQueries({ queryKey: ['maintenance'] });
    notify(answer.message, { type: 'success' });
  };
  const failed = (err: unknown) =>
    notify(errorText(err, 'The maintenance request could not be saved.'), { type: 'error' });
  const options = { onSuccess: done, onError: failed };
  return {
    update: useMutation({
      mutationFn: (fields: Record<string, unknown>) =>
        apiClient.post<OneAnswer>(`${MAINTENANCE_API}/update/${id}`, fields),
      ...options,
    }),
    move: useMutation({
      mutationFn: (move: { status: MaintenanceStatus; reason?: string; until?: string }) =>
        apiClient.post<OneAnswer>(`${base}/status`, move),
      ...options,
    }),
    comment: useMutation({
      mutationFn: ({ body, internal, files }: { body: string; internal: boolean; files: File[] }) =>
        apiClient.post<{ message: string }>(`${base}/comments`, payloadForm({ body, internal }, files)),
      ...options,
    }),
    rate: useMutation({
      mutationFn: (rating: { resolved: boolean; comment: string }) =>
        apiClient.post<OneAnswer>(`${base}/rating`, rating),
      ...options,
    }),
    charge: useMutation({
      mutationFn: () => apiClient.post<OneAnswer>(`${base}/charge`),
      ...options,
    }),
  };
}

/** Whether the user holds a permission: the choices' reads ask only then (a 403 would sign it out). */
export function useCan(permission: string): boolean {
  const { menuUser } = useCurrentUser();
  return hasPermission(menuUser.permissions, permission);
}

export const useCanReadManagers = () => useCan('View Manager');

import Chip from '@mui/material/Chip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { MAINTENANCE_STATUS_NAMES, type MaintenanceStatus } from '../../domain/maintenanceFlow';
import { maintenanceRequestWorkContract } from '../../domain/contracts/maintenance-request-work';
import { maintenanceRequestsContract } from '../../domain/contracts/maintenance-requests';
import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_MESSAGES,
  MAINTENANCE_PRIORITIES,
  MAX_MAINTENANCE_FILES,
  type MaintenanceCategory,
  type MaintenancePriority,
  type maintenanceRatingSchema,
  type maintenanceStatusSchema,
  type maintenanceUpdateSchema,
} from '../../domain/maintenanceSchemas';
import { hasPermission } from '../../domain/permissions';
import type { z } from 'zod';
import type { AnswerOf, DataOf } from '../../src/api/callEndpoint';
import { payloadForm } from '../../src/api/payloadForm';
import { dataProvider } from '../../src/providers/dataProvider';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { useCatalogueMessage } from '../../src/thread/catalogueMessage';
import { refusesFields } from './maintenanceEdit';

/** The data provider's name for /api/maintenance-requests (this module's apiPath). */
export const MAINTENANCE_RESOURCE = 'reported-tickets';

/** The maintenance requests' endpoints (list, get, create, update, delete) and their work's. */
export const maintenanceRequests = maintenanceRequestsContract.endpoints;
export const maintenanceWork = maintenanceRequestWorkContract.endpoints;

/*
 * The English words below are the CSV export's (tests/unit/maintenanceCsv.test.ts fixes them); the
 * screens show the catalogue's (reportedTickets.status.*, .category.*, .priority.*), by the
 * domain's values, which stay as they are.
 */
export const STATUS_LABELS: Record<MaintenanceStatus, string> = MAINTENANCE_STATUS_NAMES;

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

/** The catalogue's words for a request's status, category and priority. */
export function useMaintenanceLabels() {
  const translate = useTranslate();
  return {
    status: (s: MaintenanceStatus) => translate(`reportedTickets.status.${s}`, { _: s }),
    category: (c: MaintenanceCategory) => translate(`reportedTickets.category.${c}`, { _: c }),
    priority: (p: MaintenancePriority) => translate(`reportedTickets.priority.${p}`, { _: p }),
  };
}

/** A message of MAINTENANCE_MESSAGES (the API's words) in the reader's language. */
export function useMaintenanceMessage() {
  const translate = useTranslate();
  const known = useCatalogueMessage(MAINTENANCE_MESSAGES, 'reportedTickets.messages');
  return (message: string) => {
    const key = Object.keys(MAINTENANCE_MESSAGES).find(
      (k) => MAINTENANCE_MESSAGES[k as keyof typeof MAINTENANCE_MESSAGES] === message,
    );
    if (!key) return message;
    if (key === 'files') return translate('reportedTickets.messages.files', { n: MAX_MAINTENANCE_FILES });
    if (key === 'category')
      return translate('reportedTickets.messages.category', {
        categories: MAINTENANCE_CATEGORIES.join(', '),
      });
    if (key === 'priority')
      return translate('reportedTickets.messages.priority', {
        priorities: MAINTENANCE_PRIORITIES.join(', '),
      });
    return known(message);
  };
}

/** A request's status in its colour (a span, so it fits a card's title line and a cell). */
export function MaintenanceStatusChip({ status }: { status: MaintenanceStatus }) {
  const labels = useMaintenanceLabels();
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      label={labels.status(status)}
      color={STATUS_COLORS[status] ?? 'default'}
      data-status={status}
    />
  );
}

/** The red "Overdue" mark, wherever a request past its deadline appears. */
export function OverdueChip({ overdue }: { overdue: boolean }) {
  const translate = useTranslate();
  if (!overdue) return null;
  return (
    <Chip
      component="span"
      size="small"
      color="error"
      label={translate('reportedTickets.overdue')}
      data-testid="overdue"
    />
  );
}

/** A request with its timeline, as the detail and every write answer it: the contract's type. */
export type MaintenanceDetail = DataOf<typeof maintenanceRequests.get>;

/** The answer of a write on one request (create, update, status, rating, charge). */
export type OneAnswer = AnswerOf<typeof maintenanceRequests.get>;

export const errorText = (err: unknown, fallback: string) =>
  err instanceof Error && err.message ? err.message : fallback;

/**
 * The detail page's writes (work fields, status moves, comments, rating, charge): each refreshes
 * the request, its comments and the lists, and tells the user what the server answered.
 */
export function useMaintenanceActions(id: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const params = { id };
  const done = (answer: { message: string }) => {
    void queryClient.invalidateQueries({ queryKey: [MAINTENANCE_RESOURCE] });
    void queryClient.invalidateQueries({ queryKey: ['maintenance'] });
    notify(answer.message, { type: 'success' });
  };
  const failed = (err: unknown) =>
    notify(errorText(err, translate('reportedTickets.save_failed')), { type: 'error' });
  const options = { onSuccess: done, onError: failed };
  return {
    update: useMutation({
      mutationFn: (fields: z.input<typeof maintenanceUpdateSchema>) =>
        dataProvider.call(maintenanceRequests.update, { params, body: fields }),
      onSuccess: done,
      // A refusal naming its fields is shown beside them by the form that sent them (the work
      // form, the edit dialog), not in a toast that joins them.
      onError: (err: unknown) => (refusesFields(err) ? undefined : failed(err)),
    }),
    move: useMutation({
      mutationFn: (move: z.input<typeof maintenanceStatusSchema>) =>
        dataProvider.call(maintenanceWork.status, { params, body: move }),
      ...options,
    }),
    comment: useMutation({
      mutationFn: ({ body, internal, files }: { body: string; internal: boolean; files: File[] }) =>
        dataProvider.call(maintenanceWork.postComments, {
          params,
          body: payloadForm({ body, internal }, files),
        }),
      ...options,
    }),
    rate: useMutation({
      mutationFn: (rating: z.input<typeof maintenanceRatingSchema>) =>
        dataProvider.call(maintenanceWork.rating, { params, body: rating }),
      ...options,
    }),
    charge: useMutation({
      mutationFn: () => dataProvider.call(maintenanceWork.charge, { params }),
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

import { text } from './messages/text';
/**
 * Issue 18 item 2: the maintenance request's status flow as data. The server refuses every move
 * that is not in MAINTENANCE_TRANSITIONS (422, naming both states); the panel offers only the
 * moves `movesFrom` answers.
 */

export const MAINTENANCE_STATUSES = [
  'OPEN',
  'IN_PROGRESS',
  'COMPLETED',
  'CLOSED',
  'DEFERRED',
  'DECLINED',
] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** Each status in the words an English reader sees (screens, CSV and mails), never the code. */
export const MAINTENANCE_STATUS_NAMES: Record<MaintenanceStatus, string> = {
  OPEN: 'Open',
  IN_PROGRESS: text('statuses.inProgress'),
  COMPLETED: 'Completed',
  CLOSED: 'Closed',
  DEFERRED: 'Deferred',
  DECLINED: 'Declined',
};

/** What a move needs besides the new status. */
export type MoveNeeds = 'reason' | 'until' | null;

export interface MaintenanceTransition {
  from: MaintenanceStatus;
  to: MaintenanceStatus;
  /** DECLINED needs a reason; DEFERRED a date on which the request opens again. */
  needs: MoveNeeds;
  /** COMPLETED → OPEN: the problem is back, and the request's reopen count grows. */
  reopens?: boolean;
}

export const MAINTENANCE_TRANSITIONS: readonly MaintenanceTransition[] = [
  { from: 'OPEN', to: 'IN_PROGRESS', needs: null },
  { from: 'IN_PROGRESS', to: 'COMPLETED', needs: null },
  { from: 'COMPLETED', to: 'CLOSED', needs: null },
  { from: 'OPEN', to: 'DEFERRED', needs: 'until' },
  { from: 'IN_PROGRESS', to: 'DEFERRED', needs: 'until' },
  { from: 'OPEN', to: 'DECLINED', needs: 'reason' },
  { from: 'IN_PROGRESS', to: 'DECLINED', needs: 'reason' },
  { from: 'COMPLETED', to: 'OPEN', needs: null, reopens: true },
  // A deferred request opens again on its date (the maintenance job), or earlier when worked on.
  { from: 'DEFERRED', to: 'OPEN', needs: null },
];

export const transitionOf = (from: MaintenanceStatus, to: MaintenanceStatus) =>
  MAINTENANCE_TRANSITIONS.find((t) => t.from === from && t.to === to);

/** The moves open from a status, in the table's order (the panel's buttons). */
export const movesFrom = (from: MaintenanceStatus): MaintenanceTransition[] =>
  MAINTENANCE_TRANSITIONS.filter((t) => t.from === from);

/** Statuses in which a request no longer counts as overdue. */
export const SETTLED_STATUSES: readonly MaintenanceStatus[] = ['COMPLETED', 'CLOSED', 'DECLINED', 'DEFERRED'];

/** Overdue: past its deadline and still waiting for work (computed on read, never stored). */
export const isOverdue = (status: MaintenanceStatus, deadlineAt: string | null, nowMs: number) =>
  !!deadlineAt && !SETTLED_STATUSES.includes(status) && Date.parse(deadlineAt) < nowMs;

/** How long a COMPLETED request waits for the tenant before it closes itself. */
export const AUTO_CLOSE_DAYS = 7;

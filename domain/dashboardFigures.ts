import Big from 'big.js';
import type { MaintenanceStatus } from './maintenanceFlow';
import { addDays, monthBounds } from './kuwaitCalendar';
import { money, type MoneyInput } from './money';
import { filsOf, textOfFils } from './moneyText';

/*
 * Issue 19: what each dashboard figure means, defined once. The server computes them in SQL
 * (server/services/dashboard*.ts) with exactly these constants; the panel shows them and links each
 * card to the list whose rows add up to it (`figureLinks` below), so a card never disagrees with the
 * list behind it. Money follows domain/invoiceMoney.ts: expected = received + written off + pending.
 * "Today" and "this month" are Kuwait's (domain/kuwaitCalendar.ts), whatever the server's zone.
 *
 * Landlord and manager figures (a manager's are limited to the properties it manages):
 * - occupancy: units with an approved contract covering today ÷ rentable units, where rentable
 *   means occupied or vacant (a unit under maintenance without a contract today is not rentable);
 * - expected this month: the total of invoices due this month, cancelled ones left out;
 * - collected this month: what was received against those same invoices (whenever it came in);
 * - cash received this month: payments whose payment date (Kuwait day) is in this month, whatever
 *   invoice they paid; refunds of online payments whose credit note is dated this month are shown
 *   beside it (refunded), never silently taken from it, so it still equals its payments list. Kept apart from "collected": one is about this month's rent, the other
 *   about this month's bank account;
 * - cash received net of refunds (the card's figure, issue 31 item 11): cash received - refunded,
 *   both of this month (`cashReceivedNet` below); the card names both parts, so it still adds up
 *   with its payments list;
 * - collection rate: collected ÷ expected this month, in percent with one decimal (null without
 *   anything expected);
 * - outstanding: the pending balance of invoices due up to today, in aging buckets by days past
 *   due (today - due date): 0–30, 31–60, 61–90 and over 90;
 * - top debtors: the five tenants with the most outstanding (as above), largest first;
 * - contracts ending: approved contracts whose end date is from today to today + 30, 60, 90 days
 *   (each horizon includes the shorter ones);
 * - contract requests waiting: contracts in status `requested`;
 * - maintenance: requests (not deleted) by status; open = OPEN, IN_PROGRESS or DEFERRED; overdue as
 *   the maintenance list's `overdue=true`; average days to complete = mean of (completed at -
 *   reported at) over requests that have been completed, in days with one decimal;
 * - monthly series: for each of the last 12 months (this one included), the invoices due in that
 *   month: expected, collected, written off and still outstanding today;
 * - the period: "this month" and the series' last month may be a chosen earlier month (the
 *   dashboards' `month`); the figures above then read that month's invoices and payment days, and
 *   the point-in-time ones (occupancy, outstanding, top debtors, contracts ending, requests,
 *   maintenance) stay as of today. A chosen property (`property_id`) limits every figure to it.
 * - latest activity: payments recorded (the audit log), contracts approved (their decision time),
 *   maintenance requests opened (their status history) and refunds made (their credit note's
 *   time), newest first.
 */

/** Outstanding is split by days past due (today - due date), both ends included; `to: null` is open-ended. */
export const AGING_BUCKETS = [
  { key: 'days_0_30', from: 0, to: 30 },
  { key: 'days_31_60', from: 31, to: 60 },
  { key: 'days_61_90', from: 61, to: 90 },
  { key: 'days_over_90', from: 91, to: null },
] as const;
export type AgingBucketKey = (typeof AGING_BUCKETS)[number]['key'];

/** part ÷ whole in percent, one decimal rounded half up, exact (big.js); null when whole is not above 0. */
export function percentOf(part: MoneyInput, whole: MoneyInput): string | null {
  const w = money(whole);
  if (w.lte(0)) return null;
  return money(part).times(100).div(w).round(1, Big.roundHalfUp).toFixed(1);
}

/**
 * The cash card's figure: this month's payments less this month's refunds, to the fils. On the
 * money text the API sends, in whole fils (domain/moneyText.ts): the dashboard loads no big.js.
 */
export const cashReceivedNet = (month: { cash_received: string; refunded: string }): string =>
  textOfFils(filsOf(month.cash_received) - filsOf(month.refunded));

/** Contracts ending within these many days of today (cumulative). */
export const CONTRACT_ENDING_HORIZONS = [30, 60, 90] as const;

/** Requests still waiting for work: the dashboard's "open" maintenance. */
export const OPEN_MAINTENANCE_STATUSES: readonly MaintenanceStatus[] = ['OPEN', 'IN_PROGRESS', 'DEFERRED'];

export const TOP_DEBTOR_COUNT = 5;
export const SERIES_MONTHS = 12;
export const LATEST_ACTIVITY_COUNT = 10;
/** The tenant dashboard's payment history. */
export const TENANT_LAST_PAYMENTS = 6;
/** The tenant dashboard's open requests shown (the count covers them all). */
export const TENANT_OPEN_REQUESTS = 5;

export const ACTIVITY_KINDS = [
  'payment_recorded',
  'contract_approved',
  'request_opened',
  'refund_made',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * Where a card leads: the API list (and so the panel screen) and the filter that lists exactly the
 * rows behind the figure, and which field of those rows adds up to it.
 */
export interface FigureLink {
  /** API list path, e.g. '/api/invoices/list'. */
  list: string;
  /** The panel screen of that list. */
  screen: string;
  filter: Record<string, string>;
  /** The row field whose sum is the figure; null where the figure is a count of rows. */
  sumOf: string | null;
}

const invoiceLink = (filter: Record<string, string>, sumOf: string): FigureLink => ({
  list: '/api/invoices/list',
  screen: '/invoices/list',
  filter,
  sumOf,
});

/** Days past due `from`..`to` → the due dates that have them, seen from `today`. */
export const dueDatesFor = (today: string, bucket: { from: number; to: number | null }) => ({
  dueFrom: bucket.to === null ? null : addDays(today, -bucket.to),
  dueTo: addDays(today, -bucket.from),
});

/**
 * The lists behind the landlord's and manager's cards on `today` (Kuwait), with the month's cards
 * for `month` (YYYY-MM; today's month when left out). A manager's lists are already limited to its
 * properties by its token, so the filters are the same for both.
 */
export function figureLinks(today: string, propertyId?: string, month: string = today.slice(0, 7)) {
  const { first, last } = monthBounds(`${month}-01`);
  // A dashboard narrowed to one property (`property_id`) opens the lists narrowed the same way.
  const property: Record<string, string> = propertyId ? { propertyId } : {};
  const thisMonth = { ...property, dueFrom: first, dueTo: last, excludeCancelled: 'true' };
  const bucketLink = (bucket: { from: number; to: number | null }) => {
    const { dueFrom, dueTo } = dueDatesFor(today, bucket);
    return invoiceLink(dueFrom ? { ...property, dueFrom, dueTo } : { ...property, dueTo }, 'balance');
  };
  return {
    expected: invoiceLink(thisMonth, 'total'),
    collected: invoiceLink(thisMonth, 'paidAmount'),
    outstanding: invoiceLink({ ...property, dueTo: today }, 'balance'),
    /** The payments list has no property filter: with one, this link shows every property's. */
    cashReceived: {
      list: '/api/manual-payments/list',
      screen: '/tenant-payments/list',
      filter: { dateFrom: first, dateTo: last },
      sumOf: 'amount',
    } satisfies FigureLink,
    agingBucket: bucketLink,
    /** A top debtor's amount: its outstanding invoices. */
    debtor: (tenantId: string) => invoiceLink({ ...property, tenantId, dueTo: today }, 'balance'),
    /** One month of the series (YYYY-MM). */
    month: (month: string) => {
      const bounds = monthBounds(`${month}-01`);
      return invoiceLink(
        { ...property, dueFrom: bounds.first, dueTo: bounds.last, excludeCancelled: 'true' },
        'total',
      );
    },
    /**
     * Approved contracts ending from today to `days` from today. The contracts list has no
     * property filter, so with one this link and the next show every property's.
     */
    contractsEnding: (days: number): FigureLink => ({
      list: '/api/contracts/list',
      screen: '/tenant-users/approved',
      filter: { status: 'approved', endFrom: today, endTo: addDays(today, days) },
      sumOf: null,
    }),
    contractRequests: {
      list: '/api/contracts/list',
      screen: '/tenant-users/pending',
      filter: { status: 'requested' },
      sumOf: null,
    } satisfies FigureLink,
    maintenanceStatus: (status: MaintenanceStatus): FigureLink => ({
      list: '/api/maintenance-requests/list',
      screen: '/reported-tickets/list',
      filter: { ...property, status },
      sumOf: null,
    }),
    maintenanceOverdue: {
      list: '/api/maintenance-requests/list',
      screen: '/reported-tickets/list',
      filter: { ...property, overdue: 'true' },
      sumOf: null,
    } satisfies FigureLink,
  };
}

/** A month the dashboards take: YYYY-MM (domain/dashboardSchemas.ts's month filter). */
export const DASHBOARD_MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;
/** A month the dashboards take (the panel checks a picked month with it before asking). */
export const isDashboardMonth = (value: string) => DASHBOARD_MONTH_PATTERN.test(value);

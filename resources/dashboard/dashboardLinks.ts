import { CONTRACT_ENDING_HORIZONS, figureLinks, type FigureLink } from '../../domain/dashboardFigures';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import { addDays } from '../../domain/kuwaitCalendar';
import type { MaintenanceStatus } from '../../domain/maintenanceFlow';
import { listHref, type ListSort } from './listHref';

/*
 * Where each landlord and manager card leads, from domain/dashboardFigures.ts's figureLinks (the
 * filters whose rows add up to the figure, to the fils). Cards without a figure link lead to the
 * screen that explains them.
 */

const linkHref = (link: FigureLink, sort?: ListSort) => listHref(link.screen, link.filter, sort);

/** Contracts ending from today to today + `days`: Approved Contracts filtered by end date. */
export const contractsEndingHref = (today: string, days: number) =>
  listHref(
    '/tenant-users/approved',
    { endFrom: today, endTo: addDays(today, days) },
    { field: 'endDate', order: 'ASC' },
  );

/**
 * The cards' links for the figures' today and chosen month; with the dashboard narrowed to one
 * property (`propertyId`), the lists that can filter by property open narrowed the same way.
 */
export function portfolioHrefs(figures: Pick<PortfolioFigures, 'today' | 'this_month'>, propertyId?: string) {
  const links = figureLinks(figures.today, propertyId, figures.this_month.month);
  return {
    occupancy: listHref('/property/list'),
    expected: linkHref(links.expected),
    collected: linkHref(links.collected),
    cashReceived: linkHref(links.cashReceived),
    // Largest balance first, so the invoices still owing lead the list.
    outstanding: linkHref(links.outstanding, { field: 'balance', order: 'DESC' }),
    contractsEnding: Object.fromEntries(
      CONTRACT_ENDING_HORIZONS.map((days) => [days, contractsEndingHref(figures.today, days)]),
    ) as Record<number, string>,
    contractRequests: listHref(links.contractRequests.screen),
    maintenanceStatus: (status: MaintenanceStatus) => linkHref(links.maintenanceStatus(status)),
    maintenanceOverdue: linkHref(links.maintenanceOverdue),
    debtor: (tenantId: string) => linkHref(links.debtor(tenantId), { field: 'balance', order: 'DESC' }),
  };
}

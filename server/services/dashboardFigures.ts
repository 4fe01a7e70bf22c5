import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import type { Locale } from '../../domain/displayLocale';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { CURRENCY } from '../../domain/money';
import type { Database } from '../db/client';
import { latestActivity } from './dashboardActivity';
import { depositsHeld } from './depositQueries';
import { monthlyMoney, outstandingMoney } from './dashboardMoney';
import { portfolioCounts } from './dashboardPortfolio';
import type { FigureScope } from './dashboardScope';

/**
 * The landlord's dashboard, or a manager's (the same figures over the properties it manages):
 * five statements (domain/dashboardFigures.ts defines each figure), run together. The aggregates
 * are sums of the rows kept per property (server/db/schema/keptFigures.ts, issue 37 item 1); what
 * turns with the calendar alone stays computed (server/services/dashboardPortfolio.ts says which).
 * `month` (YYYY-MM, not after today's) is the period of the money by month; everything else is
 * as of today. Tenant and property names are in the reader's `locale` (issue 22 item 5).
 */
export async function portfolioFigures(
  db: Database,
  target: FigureScope & { landlordId: string; managerId: string | null },
  nowMs: number,
  month: string = todayInKuwait(nowMs).slice(0, 7),
  locale: Locale = 'en',
): Promise<PortfolioFigures> {
  const today = todayInKuwait(nowMs);
  const scope: FigureScope = { landlordId: target.landlordId, propertyIds: target.propertyIds };
  const [money, owed, counts, activity, held] = await Promise.all([
    monthlyMoney(db, scope, `${month}-01`),
    outstandingMoney(db, scope, today, locale),
    portfolioCounts(db, scope, today, nowMs),
    latestActivity(db, scope, locale),
    depositsHeld(db, scope),
  ]);
  return {
    landlord_id: target.landlordId,
    manager_id: target.managerId,
    property_ids: target.propertyIds,
    today,
    currency: CURRENCY,
    occupancy: counts.occupancy,
    this_month: money.thisMonth,
    outstanding: owed.outstanding,
    top_debtors: owed.topDebtors,
    contracts_ending: counts.contractsEnding,
    contract_requests_waiting: counts.contractRequestsWaiting,
    maintenance: counts.maintenance,
    deposits_held: held,
    monthly: money.monthly,
    latest_activity: activity,
  };
}

import { DASHBOARD_MESSAGES as M } from '../../domain/dashboardSchemas';
import type { Locale } from '../../domain/displayLocale';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { HttpError } from '../http/errors';
import { readerLocale } from '../http/readerLocale';
import { portfolioFigures } from '../services/dashboardFigures';
import { landlordTarget, managerTarget, narrowToProperty } from '../services/dashboardTargets';
import type { AppContext } from '../context';
import { dashboardContract } from '../../domain/contracts/dashboard';
import { contractRoutes } from '../http/contractRoutes';

/*
 * API resource `dashboard` (issue 19 items 1 and 2; spec section 7): the landlord's and a
 * manager's figures. The dashboard needs no permission (spec section 6: "Dashboard: none"); who
 * may call each route is its roles, and whose figures it reads is decided from the token in
 * server/services/dashboardTargets.ts.
 */

/**
 * The dashboard's month: the one asked for, or Kuwait's current one. A later month is refused:
 * nothing has been paid in it yet and nothing of it is past due, so its figures would mislead.
 */
function chosenMonth(nowMs: number, asked: string | undefined): string {
  const current = todayInKuwait(nowMs).slice(0, 7);
  if (asked && asked > current) throw new HttpError(422, M.futureMonth(current));
  return asked ?? current;
}

/**
 * The figures of a target the caller was allowed to see (checked above, never cached), for a
 * month; the key names everything that changes them (whose, which properties, today, the month,
 * the reader's language of the names).
 */
function cachedPortfolio(
  ctx: AppContext,
  target: Parameters<typeof portfolioFigures>[1],
  askedMonth: string | undefined,
  locale: Locale,
) {
  const nowMs = ctx.now();
  const month = chosenMonth(nowMs, askedMonth);
  const key = `portfolio|${target.managerId ?? ''}|${target.propertyIds?.join(',') ?? ''}|${todayInKuwait(nowMs)}|${month}|${locale}`;
  return ctx.figures.get(target.landlordId, key, () =>
    portfolioFigures(ctx.db, target, nowMs, month, locale),
  );
}

export const dashboardRoutes = contractRoutes(dashboardContract, async (ctx) => {
  return {
    landlordActivity: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const whole = await landlordTarget(ctx.db, principal, scope, request.params.id);
      const target = await narrowToProperty(ctx.db, whole, request.query.property_id);
      return {
        success: true,
        message: M.ok,
        data: await cachedPortfolio(ctx, target, request.query.month, readerLocale(request)),
      };
    },
    managerStats: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const whole = await managerTarget(ctx.db, principal, scope, request.query);
      const target = await narrowToProperty(ctx.db, whole, request.query.property_id);
      return {
        success: true,
        message: M.ok,
        data: await cachedPortfolio(ctx, target, request.query.month, readerLocale(request)),
      };
    },
  };
});

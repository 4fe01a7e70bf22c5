import { errorAnswers, okAnswer } from '../../domain/answerSchemas';
import { platformFiguresSchema, tenantFiguresSchema } from '../../domain/dashboardPeopleSchemas';
import { portfolioFiguresSchema } from '../../domain/dashboardSchemas';

/** GET /api/dashboard/landlord-activity/:id and GET /api/dashboard/manager/stats */
const portfolio = { 200: okAnswer(portfolioFiguresSchema), ...errorAnswers };

/** GET /api/super/dashboard/tenant/stats */
const tenant = { 200: okAnswer(tenantFiguresSchema), ...errorAnswers };

/** GET /api/super/dashboard/platform */
const platform = { 200: okAnswer(platformFiguresSchema), ...errorAnswers };

export const dashboardAnswers = { portfolio, tenant, platform };

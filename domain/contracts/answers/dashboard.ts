import { errorAnswers, okAnswer } from '../../answerSchemas';
import { platformFiguresSchema, tenantFiguresSchema } from '../../dashboardPeopleSchemas';
import { portfolioFiguresSchema } from '../../dashboardSchemas';

/** GET /api/dashboard/landlord-activity/:id and GET /api/dashboard/manager/stats */
const portfolio = { 200: okAnswer(portfolioFiguresSchema), ...errorAnswers };

/** GET /api/super/dashboard/tenant/stats */
const tenant = { 200: okAnswer(tenantFiguresSchema), ...errorAnswers };

/** GET /api/super/dashboard/platform */
const platform = { 200: okAnswer(platformFiguresSchema), ...errorAnswers };

export const dashboardAnswers = { portfolio, tenant, platform };

import { idParams } from '../idParams';
import { wholeListQuerySchema } from '../listQuery';
import { planInputSchema } from '../planSchemas';
import { plansAnswers as A } from './answers/plans';
import { defineContract } from './contract';

export const SUPER = { roles: ['super_admin' as const] };

/** The plans API resource: its endpoints, each with its access rule and schemas. */
export const plansContract = defineContract({
  name: 'plans',
  path: '/api',
  endpoints: {
    publicList: {
      method: 'GET',
      path: '/api/plans/list',
      access: { public: true },
      operationId: 'plansList',
      summary: 'List plans',
      query: wholeListQuerySchema,
      answers: A.list,
    },
    list: {
      method: 'GET',
      path: '/api/super/plans/list',
      access: SUPER,
      operationId: 'superPlansList',
      summary: 'List plans (super admin)',
      query: wholeListQuerySchema,
      answers: A.list,
    },
    get: {
      method: 'GET',
      path: '/api/super/plans/get/:id',
      access: SUPER,
      operationId: 'superPlansGetById',
      summary: 'Get plan by id (super admin)',
      params: idParams,
      answers: A.one,
    },
    create: {
      method: 'POST',
      path: '/api/super/plans/create',
      access: SUPER,
      operationId: 'superPlansCreate',
      summary: 'Create plan (super admin)',
      body: planInputSchema,
      answers: A.one,
    },
    update: {
      method: 'POST',
      path: '/api/super/plans/update/:id',
      access: SUPER,
      operationId: 'superPlansUpdateById',
      summary: 'Update plan by id (super admin)',
      params: idParams,
      body: planInputSchema,
      answers: A.one,
    },
    retire: {
      method: 'POST',
      path: '/api/super/plans/retire/:id',
      access: SUPER,
      operationId: 'superPlansRetireById',
      summary: 'Retire plan by id (super admin)',
      params: idParams,
      answers: A.one,
    },
    unretire: {
      method: 'POST',
      path: '/api/super/plans/unretire/:id',
      access: SUPER,
      operationId: 'superPlansUnretireById',
      summary: 'Bring back plan by id (super admin)',
      params: idParams,
      answers: A.one,
    },
    delete: {
      method: 'POST',
      path: '/api/super/plans/delete/:id',
      access: SUPER,
      operationId: 'superPlansDeleteById',
      summary: 'Delete plan by id (super admin)',
      params: idParams,
      answers: A.remove,
    },
  },
});

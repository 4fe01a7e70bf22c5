import type { RoleKey } from '../roles';
import { settingAnswers } from './answers/setting';
import { defineContract } from './contract';

export const READERS: RoleKey[] = ['landlord', 'manager', 'super_admin', 'admin'];

export const OWNERS: RoleKey[] = ['landlord', 'super_admin', 'admin'];

/** The setting API resource: its endpoints, each with its access rule and schemas. */
export const settingContract = defineContract({
  name: 'setting',
  path: '/api/setting',
  endpoints: {
    get: {
      method: 'GET',
      path: '/api/setting/get',
      access: { roles: READERS },
      operationId: 'settingGet',
      summary: 'Get setting',
      answers: settingAnswers.get,
    },
    update: {
      method: 'POST',
      path: '/api/setting/update',
      access: { roles: OWNERS },
      operationId: 'settingUpdate',
      summary: 'Update setting',
      answers: settingAnswers.update,
    },
  },
});

import { z } from 'zod';
import { errorAnswers, listAnswerOf, messageAnswer, okAnswer } from '../../answerSchemas';
import { rolePermissionSchema } from './records';

/** GET /api/super/roles/list */
const rolesList = {
  200: listAnswerOf(
    z.object({
      id: z.number(),
      key: z.string().nullable(),
      name: z.string(),
      permissions: z.array(rolePermissionSchema),
      userCount: z.number(),
    }),
  ),
  ...errorAnswers,
};

/** GET /api/super/roles/get/:id */
const rolesGet = {
  200: okAnswer(
    z.object({
      id: z.number(),
      key: z.string().nullable(),
      name: z.string(),
      permissions: z.array(rolePermissionSchema),
      userCount: z.number(),
    }),
  ),
  ...errorAnswers,
};

/** POST /api/super/roles/create */
const rolesCreate = {
  200: okAnswer(
    z.object({
      userCount: z.number(),
      key: z.string().nullable(),
      id: z.number(),
      name: z.string(),
      permissions: z.array(rolePermissionSchema),
      createdAt: z.date(),
      updatedAt: z.date(),
    }),
  ),
  ...errorAnswers,
};

/** POST /api/super/roles/update/:id */
const rolesUpdate = rolesGet;

/** POST /api/super/roles/delete/:id */
const rolesDelete = { 200: messageAnswer, ...errorAnswers };

export const rolesAnswers = { rolesList, rolesGet, rolesCreate, rolesUpdate, rolesDelete };

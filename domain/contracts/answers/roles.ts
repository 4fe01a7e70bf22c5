import { z } from 'zod';
import { errorAnswers, listAnswerOf, messageAnswer, okAnswer } from '../../answerSchemas';
import { rolePermissionSchema } from './records';

/** A role with its permissions and how many users hold it. */
const roleSchema = z.object({
  id: z.number(),
  key: z.string().nullable(),
  name: z.string(),
  permissions: z.array(rolePermissionSchema),
  userCount: z.number(),
});

/** GET /api/super/roles/list */
const rolesList = { 200: listAnswerOf(roleSchema), ...errorAnswers };

/** GET /api/super/roles/get/:id */
const rolesGet = { 200: okAnswer(roleSchema), ...errorAnswers };

/** POST /api/super/roles/create: the new role with its timestamps. */
const rolesCreate = {
  200: okAnswer(roleSchema.extend({ createdAt: z.date(), updatedAt: z.date() })),
  ...errorAnswers,
};

/** POST /api/super/roles/update/:id */
const rolesUpdate = rolesGet;

/** POST /api/super/roles/delete/:id */
const rolesDelete = { 200: messageAnswer, ...errorAnswers };

export const rolesAnswers = { rolesList, rolesGet, rolesCreate, rolesUpdate, rolesDelete };

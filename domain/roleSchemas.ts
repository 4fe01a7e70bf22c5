import { z } from 'zod';
import { oneLine } from './oneLine';
import { noSortSchema, searchTextSchema, sortFieldSchema } from './listQuery';
import { ALL_PERMISSIONS } from './permissions';
import { text } from './messages/text';

export const ROLE_MESSAGES = {
  nameRequired: text('roles.nameRequired'),
  unknownPermission: text('roles.unknownPermission'),
  duplicatePermission: text('roles.duplicatePermission'),
  nameTaken: text('roles.nameTaken'),
  inUse: (count: number) =>
    `This role is assigned to ${count} user${count === 1 ? '' : 's'} and cannot be deleted. Move them to another role first.`,
  builtIn: text('roles.builtIn'),
  lockOut: text('roles.lockOut'),
  notFound: text('roles.notFound'),
  created: text('roles.created'),
  updated: text('roles.updated'),
  deleted: text('roles.deleted'),
} as const;

export const rolePermissionSchema = z.object({
  name: z.enum(ALL_PERMISSIONS as [string, ...string[]], { error: ROLE_MESSAGES.unknownPermission }),
  show_on_menu: z.boolean(),
});

export const roleInputSchema = z.object({
  name: oneLine(
    z.string({ error: ROLE_MESSAGES.nameRequired }).trim().min(2, ROLE_MESSAGES.nameRequired).max(60),
  ),
  permissions: z
    .array(rolePermissionSchema)
    .max(ALL_PERMISSIONS.length)
    .refine(
      (list) => new Set(list.map((p) => p.name)).size === list.length,
      ROLE_MESSAGES.duplicatePermission,
    ),
});
export type RoleInput = z.infer<typeof roleInputSchema>;

/**
 * The query every list shares. `sort` is refused here: each list that sorts names its own
 * fields (sortFieldSchema), so an unknown field is a 422, not a lookup that might find anything.
 */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  q: searchTextSchema.optional(),
  sort: noSortSchema.optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const ROLE_SORTS = ['id', 'name', 'updatedAt'] as const;
export type RoleSort = (typeof ROLE_SORTS)[number];
export const roleListQuerySchema = listQuerySchema.extend({ sort: sortFieldSchema(ROLE_SORTS).optional() });

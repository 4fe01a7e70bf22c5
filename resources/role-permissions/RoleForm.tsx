import type { ReactElement } from 'react';
import { SimpleForm, TextInput } from 'react-admin';
import type { rolesContract } from '../../domain/contracts/roles';
import type { ItemOf } from '../../src/api/callEndpoint';
import { roleInputSchema, type RoleInput } from '../../domain/roleSchemas';
import { localMessage } from '../../src/i18n/localMessage';
import { RolePermissionMatrix } from './RolePermissionMatrix';

/**
 * A role as the API sends it (GET /api/super/roles/list and get/{id}), typed by the roles
 * contract: `key` is a seeded role's fixed key ('landlord', …), null for a role made here.
 */
export type RoleRecord = ItemOf<typeof rolesContract.endpoints.list>;

/**
 * The form's errors by field, from the very schema the server validates with (domain/roleSchemas.ts),
 * so the messages are the server's: `{ name: '…', permissions: '…' }`.
 */
export function validateRole(values: Record<string, unknown>): Record<string, string> {
  const result = roleInputSchema.safeParse({ name: values.name, permissions: values.permissions ?? [] });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'name');
    errors[field] ??= localMessage(issue.message);
  }
  return errors;
}

/** Only what the API takes: the record's id, key and userCount stay behind. */
export const toRoleInput = (data: Partial<RoleRecord>): RoleInput => ({
  name: (data.name ?? '').trim(),
  permissions: data.permissions ?? [],
});

export interface RoleFormProps {
  /** Permissions the role may not lose, with the reason shown above the matrix. */
  locked?: readonly string[];
  lockedReason?: string;
  toolbar?: ReactElement | false;
}

/** Role name and the permission matrix; shared by the add and edit screens. */
export function RoleForm({ locked, lockedReason, toolbar }: RoleFormProps) {
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      validate={validateRole}
      toolbar={toolbar}
      sx={{ maxWidth: '100%', minWidth: 0 }}
    >
      <TextInput source="name" fullWidth sx={{ maxWidth: 400 }} />
      <RolePermissionMatrix locked={locked} lockedReason={lockedReason} />
    </SimpleForm>
  );
}

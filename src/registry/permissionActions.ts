import type { PermissionBlock } from '../../domain/contracts/contract';
import type { PermissionResource } from '../../domain/permissions';

/*
 * Each catalogue resource with the actions it allows (domain/permissions.ts's PERMISSION_RESOURCES),
 * read from the permission blocks' own files (domain/contracts/<name>.permissions.ts) rather than
 * through the registry of the API's resources (domain/contracts/index.ts), which also names their
 * English message areas: the panel's first download then holds the blocks only, ~5 kB gzip less
 * (issue 37 item 4). tests/unit/permissionActions.test.ts checks it is the catalogue's.
 */
const BLOCK_FILES = import.meta.glob<Record<string, unknown>>('../../domain/contracts/*.permissions.ts', {
  eager: true,
});

const isBlock = (value: unknown): value is PermissionBlock =>
  typeof value === 'object' && value !== null && 'resource' in value && 'actions' in value && 'row' in value;

export const PERMISSION_ACTIONS: Readonly<Record<PermissionResource, readonly string[]>> = Object.fromEntries(
  Object.values(BLOCK_FILES)
    .flatMap((file) => Object.values(file).filter(isBlock))
    .map((block) => [block.resource, block.actions]),
) as Record<PermissionResource, readonly string[]>;

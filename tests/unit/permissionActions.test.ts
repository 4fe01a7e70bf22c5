import { describe, expect, it } from 'vitest';
import { PERMISSION_RESOURCES } from '../../domain/permissions';
import { PERMISSION_ACTIONS } from '../../src/registry/permissionActions';

/*
 * Issue 37 item 4: the panel reads each catalogue resource's actions from the permission blocks'
 * files, not through the registry of the API's resources (which would bring every resource's
 * English messages into its first download). It must be the catalogue the server guards with.
 */
describe('the actions the panel knows for each permission resource', () => {
  it('are the permission catalogue’s, resource for resource', () => {
    expect(PERMISSION_ACTIONS).toEqual(PERMISSION_RESOURCES);
  });

  it('include a resource of each kind', () => {
    expect(PERMISSION_ACTIONS.Cheque).toEqual(['View', 'Create', 'Update']);
    expect(Object.keys(PERMISSION_ACTIONS).length).toBe(Object.keys(PERMISSION_RESOURCES).length);
  });
});

import { permissionBlock } from './contract';

/**
 * The audit trail (issue 36 item 4): the landlord reads its own rows, the super admin every
 * landlord's; managers and tenants none unless granted.
 */
export const auditPermissions = permissionBlock({
  resource: 'Audit',
  // After Deposit (12.6), before Role Permission (13): who changed the money rows above.
  row: 12.7,
  actions: ['View'],
  roleDefaults: { landlord: ['View'] },
  matrixLabel: { en: 'Audit log', ar: 'سجل التدقيق' },
});

import { permissionBlock } from './contract';

/** Bank settlements are read only: they come from the gateway. */
export const bankSettlementPermissions = permissionBlock({
  row: 3,
  resource: 'Bank Settlement',
  actions: ['View'],
  roleDefaults: { landlord: ['View'] },
  matrixLabel: { en: 'Bank Settlement', ar: 'التسوية البنكية' },
});

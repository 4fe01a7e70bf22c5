import { permissionBlock } from './contract';

/** A landlord reads the plan-flexibility answers and asks for changes. */
export const planFlexibilityPermissions = permissionBlock({
  row: 1,
  resource: 'Plan Flexibility',
  actions: ['View'],
  roleDefaults: { landlord: ['View'] },
  matrixLabel: { en: 'Plan Flexibility', ar: 'مرونة الباقة' },
});

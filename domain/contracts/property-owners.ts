import { idParams } from '../idParams';
import { ownerAnswers as A } from '../ownerRecord';
import {
  OWNER_MESSAGES as M,
  ownerCreateSchema,
  ownerListQuerySchema,
  ownerUpdateSchema,
  payoutCreateSchema,
  payoutListQuerySchema,
  sharesSetSchema,
} from '../ownerSchemas';
import { defineContract } from './contract';
import { propertyOwnerPermissions } from './property-owners.permissions';

const VIEW = { permission: 'View Property Owner', forbidden: M.noPermission };
const UPDATE = { permission: 'Update Property Owner' };

/**
 * The property owners API resource (issue 36 item 3). The design: an owner is a user (OWNER role)
 * of the landlord, created here and invited by mail to set its password; its shares live per
 * property and are set as a property's whole set at once (`shares/{property_id}`), so the server
 * can check that they add up to 100 (a share per row could never be checked against the others);
 * the management fee rule rides with them. Payouts to an owner are rows of their own. An owner is
 * corrected (`update`) and switched off (`disable`, and `enable` back), never deleted: its
 * statements and payouts stay. Scope comes from the token: another landlord's owner or property
 * answers 404.
 */
export const propertyOwnersContract = defineContract({
  name: 'property-owners',
  path: '/api/property-owners',
  permissions: [propertyOwnerPermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/property-owners/list',
      access: VIEW,
      operationId: 'propertyOwnersList',
      summary: 'List owners with their shares per property; filter: property_id',
      query: ownerListQuerySchema,
      answers: A.list,
    },
    get: {
      method: 'GET',
      path: '/api/property-owners/get/:id',
      access: VIEW,
      operationId: 'propertyOwnersGetById',
      summary: 'Get owner by id, with its shares',
      params: idParams,
      answers: A.one,
    },
    create: {
      method: 'POST',
      path: '/api/property-owners/create',
      access: { permission: 'Create Property Owner', creates: true },
      operationId: 'propertyOwnersCreate',
      summary:
        'Add an owner {first_name, last_name, email}: an OWNER user of the landlord, mailed an invitation to set its password',
      body: ownerCreateSchema,
      answers: A.one,
    },
    update: {
      method: 'POST',
      path: '/api/property-owners/update/:id',
      access: UPDATE,
      operationId: 'propertyOwnersUpdateById',
      summary:
        'Correct owner {id} {first_name?, last_name?, email?, phone?, language?: en|ar}; the email only while its invitation is not taken (it is then mailed there)',
      params: idParams,
      body: ownerUpdateSchema,
      answers: A.one,
    },
    disable: {
      method: 'POST',
      path: '/api/property-owners/disable/:id',
      access: UPDATE,
      operationId: 'propertyOwnersDisableById',
      summary:
        'Disable owner {id}: its sign-in and sessions end, its statements and payouts stay; refused while it holds a share of a property',
      params: idParams,
      answers: A.one,
    },
    enable: {
      method: 'POST',
      path: '/api/property-owners/enable/:id',
      access: UPDATE,
      operationId: 'propertyOwnersEnableById',
      summary: 'Enable disabled owner {id} again: it signs in as before (or takes its invitation)',
      params: idParams,
      answers: A.one,
    },
    shares: {
      method: 'GET',
      path: '/api/property-owners/shares',
      access: VIEW,
      operationId: 'propertyOwnersShares',
      summary: 'Every property in scope with its owners, their shares and its management fee rule',
      answers: A.shares,
    },
    setShares: {
      method: 'POST',
      path: '/api/property-owners/shares/:id',
      access: { permission: 'Update Property Owner' },
      operationId: 'propertyOwnersSetShares',
      summary:
        'Set property {id}’s owners {owners: [{owner_id, share}], fee_kind: none|percent|fixed, fee_value}: shares add up to exactly 100 (or no owners)',
      params: idParams,
      body: sharesSetSchema,
      answers: A.propertyShares,
    },
    payouts: {
      method: 'GET',
      path: '/api/property-owners/payouts',
      access: VIEW,
      operationId: 'propertyOwnersPayouts',
      summary: 'List payouts to owners, newest first; filter: owner_id',
      query: payoutListQuerySchema,
      answers: A.payouts,
    },
    payoutCreate: {
      method: 'POST',
      path: '/api/property-owners/payouts/create',
      access: { permission: 'Create Property Owner' },
      operationId: 'propertyOwnersPayoutCreate',
      summary:
        'Record a payout to an owner {owner_id, date, amount, method: bank_transfer|cheque|cash, note?}',
      body: payoutCreateSchema,
      answers: A.payout,
    },
    payoutDelete: {
      method: 'DELETE',
      path: '/api/property-owners/payouts/delete/:id',
      access: { permission: 'Delete Property Owner' },
      operationId: 'propertyOwnersPayoutDelete',
      summary: 'Delete a payout by id',
      params: idParams,
      answers: A.deleted,
    },
  },
});

import { describe, expect, it } from 'vitest';
import { operationIdOf, summaryOf } from '../../server/openapi/operationNames';

describe('operationIdOf', () => {
  it.each([
    ['GET', '/api/properties/list', false, 'propertiesList'],
    ['GET', '/api/properties/get/{id}', false, 'propertiesGetById'],
    ['GET', '/api/tenant-statements/get/{tenantId}', false, 'tenantStatementsGetByTenantId'],
    ['GET', '/api/super/roles/list', false, 'superRolesList'],
    ['GET', '/api/get/{id}', false, 'getById'],
    ['PUT', '/api/setting/online-payments', true, 'putSettingOnlinePayments'],
    ['POST', '/api/online-payments/attempts/{id}/refund', false, 'onlinePaymentsAttemptsByIdRefund'],
  ])('%s %s → %s', (method, path, several, id) => {
    expect(operationIdOf(method, path, several)).toBe(id);
  });

  it('keeps a parameter where it stands, so distinct paths give distinct ids', () => {
    expect(operationIdOf('POST', '/api/a/{id}/status', false)).not.toBe(
      operationIdOf('POST', '/api/a/status/{id}', false),
    );
  });
});

describe('summaryOf', () => {
  it.each([
    ['GET', '/api/properties/list', 'List properties'],
    ['GET', '/api/properties/get/{id}', 'Get property by id'],
    ['POST', '/api/maintenance-requests/update/{id}', 'Update maintenance request by id'],
    ['GET', '/api/super/roles/list', 'List roles (super admin)'],
    ['GET', '/api/maintenance-requests/comments/{id}', 'List the comments on maintenance request by id'],
    ['POST', '/api/maintenance-requests/comments/{id}', 'Comment on maintenance request by id'],
    ['GET', '/api/invoices/pdf/{id}', 'Download the PDF of invoice by id'],
    ['PUT', '/api/setting/online-payments', 'Replace setting online payments'],
    ['POST', '/api/users/login', 'Sign in'],
  ])('%s %s → %s', (method, path, summary) => {
    expect(summaryOf(method, path)).toBe(summary);
  });
});

import { Create } from 'react-admin';
import { TenantForm } from './TenantForm';

/** tenant-users/add: the tenant is created pending and mailed an invitation to set a password. */
export default function TenantCreate() {
  return (
    <Create title="Add tenant" resource="tenant-users">
      <TenantForm />
    </Create>
  );
}

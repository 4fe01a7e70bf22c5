import { Create, useTranslate } from 'react-admin';
import { TenantForm } from './TenantForm';

/** tenant-users/add: the tenant is created pending and mailed an invitation to set a password. */
export default function TenantCreate() {
  const translate = useTranslate();
  const title = translate('tenantUsers.form.create_title');
  return (
    <Create title={title} resource="tenant-users">
      <TenantForm />
    </Create>
  );
}

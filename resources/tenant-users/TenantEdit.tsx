import { Edit, useTranslate } from 'react-admin';
import { TenantForm } from './TenantForm';

/** tenant-users/edit/{id}. */
export default function TenantEdit() {
  const translate = useTranslate();
  const title = translate('tenantUsers.form.edit_title');
  return (
    <Edit title={title} resource="tenant-users" mutationMode="pessimistic">
      <TenantForm />
    </Edit>
  );
}

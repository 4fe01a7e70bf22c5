import { Edit } from 'react-admin';
import { TenantForm } from './TenantForm';

/** tenant-users/edit/{id}. */
export default function TenantEdit() {
  return (
    <Edit title="Edit tenant" resource="tenant-users" mutationMode="pessimistic">
      <TenantForm />
    </Edit>
  );
}

import { Create, useNotify, useRedirect } from 'react-admin';
import { MANAGER_MESSAGES } from '../../domain/managerSchemas';
import { ManagerForm, toManagerCreate } from './ManagerForm';

/**
 * property-managers/add: the manager is created 'invited' and mailed a link to set its password.
 * The server's refusals (a taken email: 409; another landlord's property: 422) show as the red toast.
 */
export default function ManagerCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="Add property manager"
      transform={toManagerCreate}
      record={{ firstName: '', lastName: '', email: '', phone: '', propertyIds: [] }}
      mutationOptions={{
        onSuccess: (data) => {
          notify(MANAGER_MESSAGES.invited(String(data.email)), { type: 'success' });
          redirect('list', 'property-managers');
        },
      }}
    >
      <ManagerForm mode="add" />
    </Create>
  );
}

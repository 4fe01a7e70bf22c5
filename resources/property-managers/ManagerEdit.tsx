import { Edit, SaveButton, Toolbar, useNotify, useRedirect } from 'react-admin';
import { MANAGER_MESSAGES } from '../../domain/managerSchemas';
import { ManagerForm, toManagerUpdate } from './ManagerForm';

// Save only: deactivating is a list action, so it is never one click away from Save.
const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** property-managers/edit/{id}: names, phone and properties, saved at once (pessimistic). */
export default function ManagerEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title="Edit property manager"
      mutationMode="pessimistic"
      transform={toManagerUpdate}
      mutationOptions={{
        onSuccess: () => {
          notify(MANAGER_MESSAGES.updated, { type: 'success' });
          redirect('list', 'property-managers');
        },
      }}
    >
      <ManagerForm mode="edit" toolbar={<EditToolbar />} />
    </Edit>
  );
}

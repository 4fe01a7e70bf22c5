import { Edit, SaveButton, Toolbar, useNotify, useRedirect, useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  const title = translate('propertyManagers.form.edit_title');
  return (
    <Edit
      title={title}
      mutationMode="pessimistic"
      transform={toManagerUpdate}
      mutationOptions={{
        onSuccess: () => {
          notify('managers.updated', { type: 'success' });
          redirect('list', 'property-managers');
        },
      }}
    >
      <ManagerForm mode="edit" toolbar={<EditToolbar />} />
    </Edit>
  );
}

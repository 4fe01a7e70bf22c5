import { DeleteButton, Edit, SaveButton, Toolbar, useNotify, useRedirect } from 'react-admin';
import { PROPERTY_MESSAGES } from '../../domain/propertySchemas';
import { PropertyForm } from './PropertyForm';
import { toPropertyPayload } from './propertyModel';

function PropertyEditToolbar() {
  const notify = useNotify();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {/* Shown only with Delete Property (canAccess 'delete'); the server's 409 explains a refusal. */}
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle="Delete this property?"
        confirmContent="The property and all its units will be deleted."
        mutationOptions={{ onSuccess: () => notify(PROPERTY_MESSAGES.deleted, { type: 'success' }) }}
      />
    </Toolbar>
  );
}

/**
 * property/edit/{id}: the property and its units in one form, saved at once (pessimistic), so the
 * server's refusals (a unit under contract cannot be removed) show as the red toast and the form stays.
 */
export default function PropertyEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title="Edit property"
      mutationMode="pessimistic"
      transform={toPropertyPayload}
      mutationOptions={{
        onSuccess: () => {
          notify(PROPERTY_MESSAGES.updated, { type: 'success' });
          redirect('list', 'property');
        },
      }}
    >
      <PropertyForm toolbar={<PropertyEditToolbar />} />
    </Edit>
  );
}

import { DeleteButton, Edit, SaveButton, Toolbar, useNotify, useRedirect, useTranslate } from 'react-admin';
import { PropertyForm } from './PropertyForm';
import { toPropertyPayload } from './propertyModel';

function PropertyEditToolbar() {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {/* Shown only with Delete Property (canAccess 'delete'); the server's 409 explains a refusal. */}
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle={translate('property.form.delete_title')}
        confirmContent={translate('property.form.delete_content')}
        mutationOptions={{ onSuccess: () => notify('properties.deleted', { type: 'success' }) }}
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
  const translate = useTranslate();
  const title = translate('property.form.edit_title');
  return (
    <Edit
      title={title}
      mutationMode="pessimistic"
      transform={toPropertyPayload}
      mutationOptions={{
        onSuccess: () => {
          notify('properties.updated', { type: 'success' });
          redirect('list', 'property');
        },
      }}
    >
      <PropertyForm toolbar={<PropertyEditToolbar />} />
    </Edit>
  );
}

import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { AccessDenied } from '../../src/pages/AccessDenied';
import { PropertyForm } from './PropertyForm';
import { emptyProperty, toPropertyPayload } from './propertyModel';

/**
 * property/add. Spec section 6: Create Property is for a landlord only, and only while it is not
 * allowed holding properties; the route's canAccess checks the role and the permission (the
 * property module's rule), this the rest, so a direct URL shows Access denied like the menu hides it.
 */
export default function PropertyCreate() {
  const { menuUser } = useCurrentUser();
  if (menuUser.allowedHoldingProperties) return <AccessDenied />;
  return <PropertyCreateForm />;
}

function PropertyCreateForm() {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const title = translate('property.form.create_title');
  return (
    <Create
      title={title}
      record={emptyProperty()}
      transform={toPropertyPayload}
      mutationOptions={{
        onSuccess: () => {
          notify('properties.created', { type: 'success' });
          redirect('list', 'property');
        },
      }}
    >
      <PropertyForm />
    </Create>
  );
}

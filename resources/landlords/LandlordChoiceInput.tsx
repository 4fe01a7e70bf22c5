import { required, SelectInput, type SelectInputProps } from 'react-admin';
import { ALL_LANDLORDS, LANDLORD_LABEL, landlordName, useLandlords } from './LandlordSelect';

/** The message a super admin's create form shows until a landlord is chosen (as the server says it). */
export const CHOOSE_LANDLORD_RECORD = 'Choose the landlord this record belongs to.';

/**
 * The landlord as a react-admin input (issue 16 item 2): a list filter on `landlordId` for the
 * super admin's cross-landlord lists ("All landlords"), or a required field of its create forms.
 */
export function LandlordChoiceInput({
  source = 'landlordId',
  isRequired = false,
  alwaysOn: _alwaysOn,
  ...rest
}: Omit<SelectInputProps, 'source' | 'choices'> & {
  source?: string;
  isRequired?: boolean;
  alwaysOn?: boolean;
}) {
  const landlords = useLandlords();
  return (
    <SelectInput
      // The filter form passes its size and helper text; a create form its own layout props.
      {...rest}
      source={source}
      label={LANDLORD_LABEL}
      emptyText={isRequired ? undefined : ALL_LANDLORDS}
      validate={isRequired ? required(CHOOSE_LANDLORD_RECORD) : undefined}
      choices={(landlords.data ?? []).map((l) => ({ id: l.id, name: landlordName(l) }))}
      isPending={landlords.isPending}
    />
  );
}

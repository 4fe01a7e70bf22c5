import { required, SelectInput, useTranslate, type SelectInputProps } from 'react-admin';
import { ALL_LANDLORDS_KEY, LANDLORD_LABEL_KEY, landlordName, useLandlords } from './LandlordSelect';

/** The message a super admin's create form shows until a landlord is chosen (as the server says it). */
export const CHOOSE_LANDLORD_RECORD = 'Choose the landlord this record belongs to.';
const CHOOSE_LANDLORD_KEY = 'scope.landlordRequired';

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
  const translate = useTranslate();
  const label = translate(LANDLORD_LABEL_KEY);
  const all = translate(ALL_LANDLORDS_KEY);
  return (
    <SelectInput
      // The filter form passes its size and helper text; a create form its own layout props.
      {...rest}
      source={source}
      label={label}
      emptyText={isRequired ? undefined : all}
      // react-admin translates a validator's message: the key reads in the reader's language.
      validate={isRequired ? required(CHOOSE_LANDLORD_KEY) : undefined}
      translateChoice={false}
      choices={(landlords.data ?? []).map((l) => ({ id: l.id, name: landlordName(l) }))}
      isPending={landlords.isPending}
    />
  );
}

import { SelectInput } from 'react-admin';
import { ALL_LANDLORDS, LANDLORD_LABEL, landlordName, useLandlords } from './LandlordSelect';

/** A react-admin list filter on `landlordId` for the super admin's cross-landlord lists (issue 16 item 2). */
export function LandlordFilterInput({ source = 'landlordId' }: { source?: string; alwaysOn?: boolean }) {
  const landlords = useLandlords();
  return (
    <SelectInput
      source={source}
      label={LANDLORD_LABEL}
      emptyText={ALL_LANDLORDS}
      choices={(landlords.data ?? []).map((l) => ({ id: l.id, name: landlordName(l) }))}
      isPending={landlords.isPending}
    />
  );
}

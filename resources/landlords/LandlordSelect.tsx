import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { superLandlordsContract } from '../../domain/contracts/super-landlords';
import type { ItemOf } from '../../src/api/callEndpoint';
import { dataProvider } from '../../src/providers/dataProvider';

/*
 * Issue 16 item 2: where the super admin sees several landlords' rows it filters by landlord, and
 * where it creates a record it chooses the landlord. One picker for both, over the approved
 * landlords (the super admin's landlords list; the server checks the choice again).
 */

/** The English texts (as the spec has them); screens show them through these catalogue keys. */
export const ALL_LANDLORDS = 'All landlords';
export const LANDLORD_LABEL = 'Landlord';
export const ALL_LANDLORDS_KEY = 'landlords.picker.all';
export const LANDLORD_LABEL_KEY = 'landlords.picker.label';

/** A landlord as the super admin's landlords list answers it (the contract's type). */
type LandlordItem = ItemOf<typeof superLandlordsContract.endpoints.list>;

export const landlordName = (l: Pick<LandlordItem, 'firstName' | 'lastName' | 'email'>) =>
  `${l.firstName} ${l.lastName}`.trim() || l.email;

/** The approved landlords, by first name (at most 100: a picker, not a directory). */
export function useLandlords(enabled = true) {
  return useQuery({
    queryKey: ['super', 'landlords', 'choices'],
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      dataProvider.call(superLandlordsContract.endpoints.list, {
        query: { status: 'active', pageSize: 100, sort: 'firstName', order: 'asc' },
        signal,
      }),
    select: (answer): LandlordItem[] => answer.items ?? [],
  });
}

interface LandlordSelectProps {
  value: string | null;
  onChange: (landlordId: string | null) => void;
  /** A filter offers "All landlords"; a create form requires one. */
  allowAll?: boolean;
  required?: boolean;
  error?: string | undefined;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

export function LandlordSelect({
  value,
  onChange,
  allowAll = false,
  required = false,
  error,
  disabled,
  size = 'small',
}: LandlordSelectProps) {
  const landlords = useLandlords();
  const translate = useTranslate();
  const items = landlords.data ?? [];
  const label = translate(LANDLORD_LABEL_KEY);
  const all = translate(ALL_LANDLORDS_KEY);
  return (
    <TextField
      select
      size={size}
      label={label}
      required={required}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value ? event.target.value : null)}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { displayEmpty: allowAll }, inputLabel: { shrink: allowAll || Boolean(value) } }}
    >
      {allowAll ? <MenuItem value="">{all}</MenuItem> : null}
      {items.map((l) => (
        <MenuItem key={l.id} value={l.id}>
          {landlordName(l)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The platform's own admins act across landlords; everyone else belongs to one. */
export const actsAcrossLandlords = (roleKey: string | null, landlordId: string | null | undefined) =>
  !landlordId && (roleKey === 'super_admin' || roleKey === 'admin');

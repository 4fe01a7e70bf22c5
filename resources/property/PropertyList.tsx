import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  ColumnsButton,
  CreateButton,
  DataTable,
  EditButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { formatKwd, OCCUPANCY_FILTERS, PROPERTY_TYPES } from '../../domain/propertySchemas';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { listFirstPage, type ListQuery } from '../../src/registry/firstPage';
import type { PropertyRecord } from './propertyModel';
import { PropertyExportButton } from './PropertyExportButton';
import { addressText, keyedChoices, labelOf, propertyName } from './propertyLabels';

const TYPE_CHOICES = keyedChoices(PROPERTY_TYPES, 'property.types');
const OCCUPANCY_CHOICES = keyedChoices(OCCUPANCY_FILTERS, 'property.occupancy');

/** The list's texts in the reader's language (keys under `property.list`). */
function useListTexts() {
  const translate = useTranslate();
  const keys = ['title', 'search', 'type', 'occupancy', 'add', 'property', 'address', 'units', 'monthly_rent', 'actions'] as const; // prettier-ignore
  return Object.fromEntries(keys.map((k) => [k, translate(`property.list.${k}`)])) as Record<
    (typeof keys)[number],
    string
  >;
}

const filtersOf = (text: ReturnType<typeof useListTexts>) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={text.search} sx={{ width: { sm: 240 } }} />,
  <SelectInput key="type" source="type" label={text.type} choices={TYPE_CHOICES} alwaysOn />,
  <SelectInput
    key="occupancy"
    source="occupancy"
    label={text.occupancy}
    choices={OCCUPANCY_CHOICES}
    alwaysOn
  />,
];

/** '2 / 3 occupied': grey with none, amber with some, green when every unit is let. */
function OccupancyChip({ property }: { property: PropertyRecord }) {
  const translate = useTranslate();
  const { occupiedCount: occupied, unitsCount: units } = property;
  const label = translate('property.list.occupied', {
    occupied: localDigits(String(occupied)),
    units: localDigits(String(units)),
  });
  const color = units > 0 && occupied === units ? 'success' : occupied > 0 ? 'warning' : 'default';
  // A span, so that it may sit inside the phone list's text (a <p>) as well as a table cell.
  return <Chip component="span" size="small" color={color} label={label} variant="outlined" />;
}

/** Add property only where spec section 6 offers Create Property (a landlord not allowed holding). */
function PropertyListActions() {
  const text = useListTexts();
  const { menuUser } = useCurrentUser();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: mayCreate } = useCanAccess({ resource: 'property', action: 'create' });
  const mayAdd = mayCreate === true && !menuUser.allowedHoldingProperties;
  return (
    <TopToolbar>
      {mayAdd ? <CreateButton label={text.add} /> : null}
      {isSmall ? null : <ColumnsButton />}
      <PropertyExportButton />
    </TopToolbar>
  );
}

/** The page the list asks for first; asked at the menu's click (firstPage.ts). */
const LIST: ListQuery = { resource: 'property', perPage: 10, sort: { field: 'createdAt', order: 'DESC' } };
export const firstPage = listFirstPage(LIST);

/** property/list: search, type and occupancy filters, sortable columns, 10 a page, CSV export. */
export default function PropertyList() {
  // A phone gets one line per property instead of a table seven columns wide.
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const text = useListTexts();
  const addressOf = (p: PropertyRecord) => addressText(translate, p);
  return (
    <List
      {...LIST}
      title={text.title}
      filters={filtersOf(text)}
      actions={<PropertyListActions />}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList<PropertyRecord>
          primaryText={propertyName}
          secondaryText={(p) => (
            <>
              {addressOf(p)}
              <br />
              <OccupancyChip property={p} />
            </>
          )}
          tertiaryText={(p) => formatKwd(p.monthlyRentTotal)}
          rowClick="edit"
        />
      ) : (
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="name" label={text.property} render={propertyName} />
          <DataTable.Col
            source="type"
            label={text.type}
            render={(p: PropertyRecord) => labelOf(translate, 'types', p.type)}
          />
          <DataTable.Col source="governorate" label={text.address} render={addressOf} />
          <DataTable.NumberCol source="unitsCount" label={text.units} />
          <DataTable.Col
            source="occupiedCount"
            label={text.occupancy}
            render={(p: PropertyRecord) => <OccupancyChip property={p} />}
          />
          <DataTable.Col
            source="monthlyRentTotal"
            label={text.monthly_rent}
            align="right"
            cellSx={() => ({ whiteSpace: 'nowrap' })}
            render={(p: PropertyRecord) => formatKwd(p.monthlyRentTotal)}
          />
          <DataTable.Col label={text.actions} disableSort align="right">
            <EditButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

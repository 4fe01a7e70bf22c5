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
} from 'react-admin';
import {
  formatKwd,
  OCCUPANCY_LABELS,
  PROPERTY_TYPE_LABELS,
  type PropertyType,
} from '../../domain/propertySchemas';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import type { PropertyRecord } from './propertyModel';
import { PropertyExportButton } from './PropertyExportButton';

const choices = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search properties..." sx={{ width: { sm: 240 } }} />,
  <SelectInput key="type" source="type" label="Type" choices={choices(PROPERTY_TYPE_LABELS)} alwaysOn />,
  <SelectInput
    key="occupancy"
    source="occupancy"
    label="Occupancy"
    choices={choices(OCCUPANCY_LABELS)}
    alwaysOn
  />,
];

const addressOf = (p: PropertyRecord) =>
  [p.governorate, p.area, p.block && `Block ${p.block}`, p.street, p.building && `Bldg ${p.building}`]
    .filter(Boolean)
    .join(', ');

/** '2 / 3 occupied': grey with none, amber with some, green when every unit is let. */
function OccupancyChip({ property }: { property: PropertyRecord }) {
  const { occupiedCount: occupied, unitsCount: units } = property;
  const color = units > 0 && occupied === units ? 'success' : occupied > 0 ? 'warning' : 'default';
  // A span, so that it may sit inside the phone list's text (a <p>) as well as a table cell.
  return (
    <Chip
      component="span"
      size="small"
      color={color}
      label={`${occupied} / ${units} occupied`}
      variant="outlined"
    />
  );
}

/** Add property only where spec section 6 offers Create Property (a landlord not allowed holding). */
function PropertyListActions() {
  const { menuUser } = useCurrentUser();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: mayCreate } = useCanAccess({ resource: 'property', action: 'create' });
  const mayAdd = mayCreate === true && !menuUser.allowedHoldingProperties;
  return (
    <TopToolbar>
      {mayAdd ? <CreateButton label="Add property" /> : null}
      {isSmall ? null : <ColumnsButton />}
      <PropertyExportButton />
    </TopToolbar>
  );
}

/** property/list: search, type and occupancy filters, sortable columns, 10 a page, CSV export. */
export default function PropertyList() {
  // A phone gets one line per property instead of a table seven columns wide.
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Properties"
      filters={filters}
      actions={<PropertyListActions />}
      perPage={10}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList<PropertyRecord>
          primaryText={(p) => p.name}
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
          <DataTable.Col source="name" label="Property" />
          <DataTable.Col
            source="type"
            label="Type"
            render={(p: PropertyRecord) => PROPERTY_TYPE_LABELS[p.type as PropertyType] ?? p.type}
          />
          <DataTable.Col source="governorate" label="Address" render={addressOf} />
          <DataTable.NumberCol source="unitsCount" label="Units" />
          <DataTable.Col
            source="occupiedCount"
            label="Occupancy"
            render={(p: PropertyRecord) => <OccupancyChip property={p} />}
          />
          <DataTable.Col
            source="monthlyRentTotal"
            label="Monthly rent"
            align="right"
            cellSx={() => ({ whiteSpace: 'nowrap' })}
            render={(p: PropertyRecord) => formatKwd(p.monthlyRentTotal)}
          />
          <DataTable.Col label="Actions" disableSort align="right">
            <EditButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

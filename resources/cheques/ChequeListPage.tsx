import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useListContext,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { formatKwd } from '../../domain/money';
import { fetchAllPages } from '../../src/api/fetchAllPages';
import { CsvExportButton } from '../../src/export/CsvExportButton';
import { dateLabel } from '../../src/format/dates';
import { DayInput } from '../../src/inputs/DayInput';
import { usePropertyChoices } from '../../src/inputs/usePropertyChoices';
import { chequeCsvRow, stateChoices } from './chequeModel';
import { fetchChequePage, type ChequeRecord } from './chequesApi';
import { ChequeStateChip } from './ChequeStateChip';
import { DepositBatchButton, DepositShownButton } from './DepositBatchDialog';
import { AddChequeButton } from './ChequeFormDialog';
import { ScheduleButton } from './ScheduleDialog';
import { useChequeUser, useTenantChoices } from './useChequeUser';
import { listFirstPage, type ListQuery } from '../../src/registry/firstPage';

const detailPath = (id: unknown) => `/admin-panel/cheques/detail/${String(id)}`;
const nowrap = { whiteSpace: 'nowrap' } as const;

type Choices = { id: string; name: string }[] | null;

/** The filters; each label comes from resources.cheques.fields.<source>. */
function filtersFor(properties: Choices, tenants: Choices, translate: TranslateFunction) {
  const all = translate('chequeRegister.all');
  const select = (source: string, choices: Choices) =>
    choices
      ? [
          <SelectInput
            key={source}
            source={source}
            choices={choices}
            translateChoice={false}
            alwaysOn
            emptyText={all}
          />,
        ]
      : [];
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('chequeRegister.search')} />,
    <SelectInput key="state" source="state" choices={stateChoices} alwaysOn emptyText={all} />,
    <DayInput
      key="due_from"
      source="due_from"
      label={translate('resources.cheques.fields.due_from')}
      alwaysOn
    />,
    <DayInput key="due_to" source="due_to" label={translate('resources.cheques.fields.due_to')} alwaysOn />,
    ...select('property_id', properties),
    ...select('tenant_id', tenants),
    <TextInput key="bank" source="bank" alwaysOn />,
  ];
}

/** The saved views: every cheque, or "to deposit" (held and due within 7 days), kept in the URL. */
function ChequeViews() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const toDeposit = filterValues.to_deposit === 'true';
  const choose = (_: unknown, value: string) => {
    const { to_deposit: _t, ...rest } = filterValues as Record<string, unknown>;
    setFilters(value === 'to_deposit' ? { ...rest, to_deposit: 'true' } : rest, displayedFilters);
  };
  return (
    <Tabs
      value={toDeposit ? 'to_deposit' : 'all'}
      onChange={choose}
      aria-label={translate('chequeRegister.views.label')}
      variant="scrollable"
      allowScrollButtonsMobile
    >
      <Tab value="all" label={translate('chequeRegister.views.all')} />
      <Tab value="to_deposit" label={translate('chequeRegister.views.to_deposit')} />
    </Tabs>
  );
}

function ChequeListActions({ mayCreate, depositShown }: { mayCreate: boolean; depositShown: boolean }) {
  const { filterValues, sort, total } = useListContext<ChequeRecord>();
  const rows = () =>
    fetchAllPages((q) => fetchChequePage(q), {
      ...filterValues,
      sort: sort.field,
      order: sort.order.toLowerCase(),
    }).then((items) => items.map(chequeCsvRow));
  return (
    <TopToolbar>
      {mayCreate ? <ScheduleButton /> : null}
      {mayCreate ? <AddChequeButton /> : null}
      {depositShown ? <DepositShownButton /> : null}
      <CsvExportButton rows={rows} filename="cheques" disabled={!total} />
    </TopToolbar>
  );
}

function ChequeTable({ isTenant, mayDeposit }: { isTenant: boolean; mayDeposit: boolean }) {
  return (
    <DataTable<ChequeRecord>
      bulkActionButtons={mayDeposit ? <DepositBatchButton /> : false}
      isRowSelectable={(r) => r.state === 'RECEIVED'}
      rowClick={(id) => detailPath(id)}
    >
      <DataTable.Col source="cheque_no" cellSx={() => nowrap} />
      <DataTable.Col source="bank" />
      <DataTable.Col source="drawer_name" disableSort />
      {isTenant ? null : <DataTable.Col source="tenant_name" disableSort />}
      <DataTable.Col source="property_name" disableSort render={(r) => `${r.property_name} · ${r.unit_no}`} />
      <DataTable.Col
        source="amount"
        align="right"
        cellSx={() => nowrap}
        render={(r) => formatKwd(r.amount)}
      />
      <DataTable.Col source="due_date" cellSx={() => nowrap} render={(r) => dateLabel(r.due_date)} />
      <DataTable.Col source="state" render={(r) => <ChequeStateChip state={r.state} />} />
      <DataTable.Col<ChequeRecord>
        source="custody"
        disableSort
        render={(r) => <CustodyLabel custody={r.custody} />}
      />
    </DataTable>
  );
}

function CustodyLabel({ custody }: { custody: string }) {
  const translate = useTranslate();
  return <>{translate(`chequeRegister.custody.${custody}`)}</>;
}

/** The page the list asks for first, also asked at the menu's click (src/registry/firstPage.ts). */
const LIST: ListQuery = { resource: 'cheques', perPage: 10, sort: { field: 'due_date', order: 'ASC' } };
export const firstPage = listFirstPage(LIST);

/**
 * cheques/list (CHEQUES): the landlord's side's register and a tenant's own cheques. Filters, the
 * "to deposit" view, page and sort live in the URL; a row opens the cheque; RECEIVED rows can be
 * chosen for a deposit batch; CSV export; cards on a phone.
 */
export default function ChequeListPage() {
  const { isTenant, mayCreate, mayUpdate, mayViewTenants } = useChequeUser();
  const properties = usePropertyChoices();
  const tenants = useTenantChoices(mayViewTenants);
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List
      {...LIST}
      title={translate(isTenant ? 'chequeRegister.tenant_title' : 'chequeRegister.title')}
      filters={filtersFor(isTenant ? null : properties, tenants, translate)}
      // On a phone the cards cannot be chosen: the held cheques shown are deposited together.
      actions={<ChequeListActions mayCreate={mayCreate} depositShown={mayUpdate && isSmall} />}
      exporter={false}
      empty={false}
      aside={undefined}
    >
      <ChequeViews />
      {isSmall ? (
        <SimpleList<ChequeRecord>
          primaryText={(r) => (
            <>
              {r.cheque_no} · {r.bank} <ChequeStateChip state={r.state} />
            </>
          )}
          secondaryText={(r) =>
            `${isTenant ? '' : `${r.tenant_name} · `}${r.property_name} · ${r.unit_no} · ${dateLabel(r.due_date)}`
          }
          tertiaryText={(r) => formatKwd(r.amount)}
          rowClick={(id) => detailPath(id)}
        />
      ) : (
        <ChequeTable isTenant={isTenant} mayDeposit={mayUpdate} />
      )}
    </List>
  );
}

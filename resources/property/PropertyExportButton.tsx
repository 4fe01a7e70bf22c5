import DownloadIcon from '@mui/icons-material/GetApp';
import { csvSafeRows } from '../../domain/csvCells';
import { useState } from 'react';
import {
  Button,
  defaultExporter,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
  type DataProvider,
  type TranslateFunction,
} from 'react-admin';
import type { PropertyRecord } from './propertyModel';
import { governorateKey, labelOf } from './propertyLabels';

/** The API pages at most 100 rows (ARCHITECTURE.md); an export walks the pages, up to this many. */
const PAGE = 100;
const MAX_ROWS = 10_000;

/**
 * CSV with the columns a person reads (in the reader's language), not the API's field names;
 * amounts stay exact text. Both names travel: the English one and the Arabic one.
 */
export const csvRowOf = (translate: TranslateFunction) => (p: PropertyRecord) => {
  const header = (key: string) => translate(`property.csv.${key}`);
  return {
    [header('name')]: p.name,
    [header('name_ar')]: p.nameAr ?? '',
    [header('type')]: labelOf(translate, 'types', p.type),
    [header('governorate')]: translate(governorateKey(p.governorate), { _: p.governorate }),
    [header('area')]: p.area,
    [header('block')]: p.block,
    [header('street')]: p.street,
    [header('building')]: p.building,
    [header('address_ar')]: p.addressAr ?? '',
    [header('units')]: p.unitsCount,
    [header('occupied')]: p.occupiedCount,
    [header('monthly_rent')]: p.monthlyRentTotal ?? '',
  };
};

async function fetchAll(dataProvider: DataProvider, filter: object, sort: { field: string; order: string }) {
  const records: PropertyRecord[] = [];
  for (let page = 1; records.length < MAX_ROWS; page++) {
    const { data, total } = await dataProvider.getList<PropertyRecord>('property', {
      pagination: { page, perPage: PAGE },
      sort: sort as { field: string; order: 'ASC' | 'DESC' },
      filter,
    });
    records.push(...data);
    if (data.length < PAGE || records.length >= (total ?? 0)) break;
  }
  return records;
}

/**
 * react-admin's ExportButton asks for 1,000 rows in one call, which the API's page limit refuses;
 * this one fetches the filtered, sorted list 100 at a time and hands it to react-admin's exporter.
 */
export function PropertyExportButton() {
  const { filterValues, sort, total } = useListContext<PropertyRecord>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const records = await fetchAll(dataProvider, filterValues, sort);
      // Not awaited: with a callback, jsonexport's promise never settles (the CSV goes to the callback).
      void defaultExporter(
        csvSafeRows(records.map(csvRowOf(translate))),
        () => Promise.resolve({}),
        dataProvider,
        'properties',
      );
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('property.export.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const label = translate('property.export.button');
  return (
    <Button label={label} onClick={() => void exportCsv()} disabled={busy || !total}>
      <DownloadIcon />
    </Button>
  );
}

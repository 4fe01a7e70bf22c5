import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import { Button, defaultExporter, useNotify, useTranslate, type DataProvider } from 'react-admin';
import { csvSafeRows } from '../../domain/csvCells';

/**
 * Writes rows (objects with the columns a person reads) to `<filename>.csv` through react-admin's
 * exporter, with no cell a spreadsheet would run as a formula (domain/csvCells.ts).
 */
export function saveCsv(rows: object[], filename: string): void {
  // react-admin's exporter never reads its data provider argument; jsonexport's promise never settles
  // when given a callback, so it is not awaited.
  void defaultExporter(
    csvSafeRows(rows),
    () => Promise.resolve({}),
    undefined as unknown as DataProvider,
    filename,
  );
}

/**
 * An Export button: `rows()` fetches what to write (every page of the filtered list, not only the
 * page on screen), then the CSV is downloaded as `<filename>.csv`.
 */
export function CsvExportButton({
  rows,
  filename,
  disabled,
}: {
  rows: () => Promise<object[]> | object[];
  filename: string;
  disabled?: boolean;
}) {
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveCsv(await rows(), filename);
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('billing.common.export_failed'), {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={translate('ra.action.export')} onClick={() => void run()} disabled={busy || disabled}>
      <DownloadIcon />
    </Button>
  );
}

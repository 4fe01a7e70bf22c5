import DownloadIcon from '@mui/icons-material/GetApp';
import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadCSV, useNotify, useTranslate } from 'react-admin';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { DayPicker } from '../../src/inputs/DayPicker';
import { fetchBatchesCsv, fetchSettlementDay, type SettlementFilter } from './settlementsApi';

const field = { size: 'small', sx: { minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } } } as const;

/** The list's filters: deposit dates, status and a search on the reference. */
export function SettlementFilters({
  filter,
  onChange,
}: {
  filter: SettlementFilter;
  onChange: (next: SettlementFilter) => void;
}) {
  const [search, setSearch] = useState(filter.q);
  const translate = useTranslate();
  const applySearch = () => search.trim() !== filter.q && onChange({ ...filter, q: search.trim() });
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <DayPicker
        label={translate('bankSettlements.filters.from')}
        size="small"
        clearable
        sx={field.sx}
        value={filter.dateFrom}
        onChange={(dateFrom) => onChange({ ...filter, dateFrom })}
      />
      <DayPicker
        label={translate('bankSettlements.filters.to')}
        size="small"
        clearable
        sx={field.sx}
        value={filter.dateTo}
        onChange={(dateTo) => onChange({ ...filter, dateTo })}
      />
      <TextField
        {...field}
        select
        label={translate('bankSettlements.filters.status')}
        value={filter.status}
        onChange={(e) => onChange({ ...filter, status: e.target.value as SettlementFilter['status'] })}
      >
        <MenuItem value="">{translate('bankSettlements.filters.all')}</MenuItem>
        <MenuItem value="reconciled">{translate('bankSettlements.status.reconciled')}</MenuItem>
        <MenuItem value="flagged">{translate('bankSettlements.status.flagged')}</MenuItem>
      </TextField>
      <TextField
        {...field}
        type="search"
        label={translate('bankSettlements.filters.search')}
        placeholder={translate('bankSettlements.filters.search_placeholder')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && applySearch()}
        onBlur={applySearch}
      />
    </Stack>
  );
}

/** "Fetch settlements" for a chosen day, and the CSV of every batch the filters select. */
export function SettlementActions({
  filter,
  canFetch,
  hasRows,
}: {
  filter: SettlementFilter;
  canFetch: boolean;
  hasRows: boolean;
}) {
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [day, setDay] = useState(() => todayInKuwait(Date.now()));
  const [busy, setBusy] = useState<'' | 'fetch' | 'csv'>('');
  const run = async (what: 'fetch' | 'csv') => {
    setBusy(what);
    try {
      if (what === 'csv') downloadCSV(await fetchBatchesCsv(filter), 'bank-settlements');
      else {
        const done = await fetchSettlementDay(day);
        notify(done.message, { type: done.data.flagged > 0 ? 'warning' : 'success' });
        await queryClient.invalidateQueries({ queryKey: ['bank-settlements', 'list'] });
      }
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('bankSettlements.error'), {
        type: 'error',
      });
    } finally {
      setBusy('');
    }
  };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      {canFetch ? (
        <>
          <DayPicker
            label={translate('bankSettlements.actions.day')}
            size="small"
            sx={field.sx}
            value={day}
            onChange={setDay}
          />
          <Button
            variant="outlined"
            startIcon={<SyncIcon />}
            disabled={!day || busy !== ''}
            onClick={() => void run('fetch')}
          >
            {translate('bankSettlements.actions.fetch')}
          </Button>
        </>
      ) : null}
      <Box sx={{ flex: 1 }} />
      <Button startIcon={<DownloadIcon />} disabled={!hasRows || busy !== ''} onClick={() => void run('csv')}>
        {translate('bankSettlements.actions.export')}
      </Button>
    </Stack>
  );
}

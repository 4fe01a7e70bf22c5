import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useLocale, useNotify, useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { IMPORT_KINDS, type ImportKind } from '../../domain/importSchemas';
import { ImportErrors } from './ImportErrors';
import { IMPORTS_QUERY, ImportHistory, useCountsLabel } from './ImportHistory';
import { downloadTemplate, uploadImport, type ImportResult } from './importsApi';

/** Where a send is: the bytes going up (a fraction), then the server checking, then done. */
type Stage = { step: 'idle' } | { step: 'uploading'; fraction: number } | { step: 'checking' };

const seconds = (ms: number) => localDigits((ms / 1000).toFixed(1));

/**
 * imports: choose what the file holds, download its template (English or Arabic headers, CSV or
 * XLSX), check the file (a dry run: every row's errors, nothing written), then import it, all rows
 * or none. Progress is honest: the upload's bytes as the browser reports them, then the server's
 * check (its row count and time come back with the answer).
 */
export default function ImportPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const countsLabel = useCountsLabel();
  const [kind, setKind] = useState<ImportKind>('properties');
  const [format, setFormat] = useState<'csv' | 'xlsx'>('xlsx');
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [result, setResult] = useState<ImportResult | null>(null);
  const busy = stage.step !== 'idle';
  const checkedClean = result?.dry_run === true && result.errors.length === 0;

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setStage({ step: 'uploading', fraction: 0 });
    try {
      const answer = await uploadImport({ kind, file, dryRun, locale }, (fraction) =>
        setStage(fraction >= 1 ? { step: 'checking' } : { step: 'uploading', fraction }),
      );
      setResult(answer);
      if (!dryRun && answer.import_id) {
        await queryClient.invalidateQueries({ queryKey: IMPORTS_QUERY });
      }
    } catch (err) {
      notify(err instanceof Error ? err.message : 'importPanel.error', { type: 'error' });
    } finally {
      setStage({ step: 'idle' });
    }
  };
  const template = (lang: 'en' | 'ar') =>
    downloadTemplate(kind, lang, format).catch(() => notify('importPanel.error', { type: 'error' }));

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title title={translate('importPanel.title')} />
      <Typography variant="h5" component="h1">
        {translate('importPanel.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('importPanel.order_hint')}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <TextField
              select
              label={translate('importPanel.kind')}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as ImportKind);
                setResult(null);
              }}
              sx={{ maxWidth: 360 }}
            >
              {IMPORT_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {translate(`importPanel.kinds.${k}`)}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2" color="text.secondary">
              {translate(`importPanel.kind_hint.${kind}`)}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography component="span">{translate('importPanel.template')}:</Typography>
              <TextField
                select
                size="small"
                label={translate('importPanel.format')}
                value={format}
                onChange={(e) => setFormat(e.target.value as 'csv' | 'xlsx')}
              >
                <MenuItem value="xlsx">XLSX</MenuItem>
                <MenuItem value="csv">CSV</MenuItem>
              </TextField>
              <MuiButton variant="text" onClick={() => void template('en')}>
                {translate('importPanel.template_en')}
              </MuiButton>
              <MuiButton variant="text" onClick={() => void template('ar')}>
                {translate('importPanel.template_ar')}
              </MuiButton>
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <MuiButton variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
                {translate('importPanel.choose_file')}
                <input
                  hidden
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  aria-label={translate('importPanel.choose_file')}
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setResult(null);
                  }}
                />
              </MuiButton>
              {file && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {translate('importPanel.chosen', { name: file.name })}
                </Typography>
              )}
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <MuiButton variant="contained" disabled={!file || busy} onClick={() => void send(true)}>
                {translate('importPanel.check')}
              </MuiButton>
              <MuiButton
                variant="contained"
                color="success"
                disabled={!checkedClean || busy}
                onClick={() => void send(false)}
              >
                {translate('importPanel.import')}
              </MuiButton>
            </Stack>
            {stage.step === 'uploading' && (
              <Stack spacing={0.5}>
                <Typography variant="body2" role="status">
                  {translate('importPanel.uploading', {
                    percent: localDigits(String(Math.round(stage.fraction * 100))),
                  })}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={stage.fraction * 100}
                  aria-label={translate('importPanel.check')}
                />
              </Stack>
            )}
            {stage.step === 'checking' && (
              <Stack spacing={0.5}>
                <Typography variant="body2" role="status">
                  {translate('importPanel.checking')}
                </Typography>
                <LinearProgress aria-label={translate('importPanel.checking')} />
              </Stack>
            )}
            {result && <ImportOutcome result={result} countsLabel={countsLabel} />}
            {result && <ImportErrors errors={result.errors} />}
          </Stack>
        </CardContent>
      </Card>
      <ImportHistory />
    </Stack>
  );
}

/** What the last send said: rows checked and errors, or what was (or would be) written. */
function ImportOutcome({
  result,
  countsLabel,
}: {
  result: ImportResult;
  countsLabel: (counts: Record<string, number>) => string;
}) {
  const translate = useTranslate();
  const rows = localDigits(String(result.rows));
  if (result.errors.length)
    return (
      <Alert severity="error" role="status">
        {translate('importPanel.checked_errors', { rows, count: localDigits(String(result.errors.length)) })}
      </Alert>
    );
  const time = seconds(result.elapsed_ms);
  return (
    <Alert severity="success" role="status">
      {result.dry_run
        ? translate('importPanel.checked_ok', { rows, seconds: time })
        : translate('importPanel.imported', { rows, seconds: time })}{' '}
      {translate(result.dry_run ? 'importPanel.would_write' : 'importPanel.wrote', {
        counts: countsLabel(result.counts),
      })}
    </Alert>
  );
}

import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { jobsContract } from '../../domain/contracts/jobs';
import type { JobItem } from '../../domain/jobSchemas';
import { dataProvider } from '../../src/providers/dataProvider';
import { jobTitle, periodKey } from './jobLabels';
import { JobResultChip, jobTime } from './JobResultChip';

function RunNowButton({ job }: { job: JobItem }) {
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.call(jobsContract.endpoints.run, {
        params: { name: job.id },
        body: {},
      });
      notify(answer.message, { type: 'success' });
      // The run starts within a poll or two; the lists show it then.
      setTimeout(refresh, 2_000);
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('jobs.error'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PlayArrowIcon />}
      onClick={onClick}
      disabled={busy || job.everyMinutes === 0}
      aria-label={translate('jobs.run_now_label', { title: jobTitle(translate, job) })}
    >
      {translate('jobs.run_now')}
    </Button>
  );
}

/** One card per job: its period, next run, last run and failures of the last 24 hours. */
export function JobCards() {
  const { data, isPending } = useGetList<JobItem>('jobs', { pagination: { page: 1, perPage: 100 } });
  const translate = useTranslate();
  const period = (minutes: number) => {
    const [key, values] = periodKey(minutes);
    return translate(key, values && { n: localDigits(String(values.n)) });
  };
  if (isPending || !data) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, p: { xs: 1, sm: 2 } }}>
      {data.map((job) => (
        <Card
          key={job.id}
          variant="outlined"
          component="article"
          aria-label={jobTitle(translate, job)}
          sx={{ flex: '1 1 300px', maxWidth: { sm: 420 } }}
        >
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {jobTitle(translate, job)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {job.id} · {period(job.everyMinutes)}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('jobs.next_run', { time: job.nextRunAt ? jobTime(job.nextRunAt) : '—' })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">
                {translate('jobs.last_run', {
                  time: job.lastRun ? jobTime(job.lastRun.startedAt) : translate('jobs.none_yet'),
                })}
              </Typography>
              {job.lastRun && <JobResultChip result={job.lastRun.result} />}
            </Stack>
            {job.lastRun?.error && (
              <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                {job.lastRun.error}
              </Typography>
            )}
            <Stack direction="row" sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2" color={job.failuresLastDay > 0 ? 'error' : 'text.secondary'}>
                {localDigits(translate('jobs.failures', { smart_count: job.failuresLastDay }))}
              </Typography>
              <RunNowButton job={job} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

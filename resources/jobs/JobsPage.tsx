import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { List, Pagination, SelectInput, useGetList, useListContext, useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import type { JobItem, JobRunItem } from '../../domain/jobSchemas';
import { JobCards } from './JobCards';
import { jobTitle } from './jobLabels';
import { JobResultChip, jobTime } from './JobResultChip';

/** How long a finished run took, in seconds to one decimal. */
const took = (run: JobRunItem) =>
  run.finishedAt
    ? localDigits(`${((Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000).toFixed(1)} s`)
    : '…';

/** One card per run (attempt): cards rather than a table, so a long error reads at 390 px too. */
function RunCards() {
  const { data, isPending } = useListContext<JobRunItem>();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length) return <Typography sx={{ p: 2 }}>{translate('jobs.empty')}</Typography>;
  return (
    <Stack spacing={1} sx={{ p: { xs: 1, sm: 2 } }}>
      {data.map((run) => (
        <Card
          key={run.id}
          variant="outlined"
          component="article"
          aria-label={translate('jobs.run_label', { name: run.name })}
        >
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                {run.name}
                {run.attempt > 1
                  ? ` · ${translate('jobs.attempt', { n: localDigits(String(run.attempt)) })}`
                  : ''}
              </Typography>
              <JobResultChip result={run.result} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {jobTime(run.startedAt)} · {took(run)} · {run.instanceId}
              {run.requestId ? ` · ${translate('jobs.by_hand')}` : ''}
            </Typography>
            {run.error && (
              <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                {run.error}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** react-admin's SelectInput translates each name (a catalogue key). */
const RESULT_CHOICES = [
  { id: 'failed', name: 'jobs.result.failed' },
  { id: 'ok', name: 'jobs.result.ok' },
  { id: 'running', name: 'jobs.result.running' },
];

/** jobs/list: the scheduled jobs, then their recent runs (super admin only, server-checked). */
export default function JobsPage() {
  const { data: jobs } = useGetList<JobItem>('jobs', { pagination: { page: 1, perPage: 100 } });
  const translate = useTranslate();
  // Labels from resources.job-runs.fields.<source>.
  const filters = [
    <SelectInput key="result" source="result" choices={RESULT_CHOICES} alwaysOn />,
    <SelectInput
      key="name"
      source="name"
      choices={(jobs ?? []).map((job) => ({ id: job.id, name: jobTitle(translate, job) }))}
      translateChoice={false}
      alwaysOn
    />,
  ];
  return (
    <>
      <JobCards />
      <List
        resource="job-runs"
        title={translate('jobs.title')}
        filters={filters}
        sort={{ field: 'startedAt', order: 'DESC' }}
        perPage={10}
        exporter={false}
        empty={false}
        disableSyncWithLocation={false}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      >
        <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
          {translate('jobs.runsTitle')}
        </Typography>
        <RunCards />
      </List>
    </>
  );
}

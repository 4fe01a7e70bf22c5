import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { List, Pagination, SelectInput, useGetList, useListContext } from 'react-admin';
import { JOB_MESSAGES, type JobItem, type JobRunItem } from '../../domain/jobSchemas';
import { JobCards } from './JobCards';
import { JobResultChip, jobTime } from './JobResultChip';

/** How long a finished run took, in seconds to one decimal. */
const took = (run: JobRunItem) =>
  run.finishedAt ? `${((Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000).toFixed(1)} s` : '…';

/** One card per run (attempt): cards rather than a table, so a long error reads at 390 px too. */
function RunCards() {
  const { data, isPending } = useListContext<JobRunItem>();
  if (isPending) return null;
  if (!data?.length) return <Typography sx={{ p: 2 }}>{JOB_MESSAGES.empty}</Typography>;
  return (
    <Stack spacing={1} sx={{ p: { xs: 1, sm: 2 } }}>
      {data.map((run) => (
        <Card key={run.id} variant="outlined" component="article" aria-label={`Run of ${run.name}`}>
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                {run.name}
                {run.attempt > 1 ? ` · attempt ${run.attempt}` : ''}
              </Typography>
              <JobResultChip result={run.result} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {jobTime(run.startedAt)} · {took(run)} · {run.instanceId}
              {run.requestId ? ' · asked for by hand' : ''}
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

const RESULT_CHOICES = [
  { id: 'failed', name: 'Failed' },
  { id: 'ok', name: 'OK' },
  { id: 'running', name: 'Running' },
];

/** jobs/list: the scheduled jobs, then their recent runs (super admin only, server-checked). */
export default function JobsPage() {
  const { data: jobs } = useGetList<JobItem>('jobs', { pagination: { page: 1, perPage: 100 } });
  const filters = [
    <SelectInput key="result" source="result" label="Result" choices={RESULT_CHOICES} alwaysOn />,
    <SelectInput
      key="name"
      source="name"
      label="Job"
      choices={(jobs ?? []).map((job) => ({ id: job.id, name: job.title }))}
      alwaysOn
    />,
  ];
  return (
    <>
      <JobCards />
      <List
        resource="job-runs"
        title={JOB_MESSAGES.title}
        filters={filters}
        sort={{ field: 'startedAt', order: 'DESC' }}
        perPage={10}
        exporter={false}
        empty={false}
        disableSyncWithLocation={false}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      >
        <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
          {JOB_MESSAGES.runsTitle}
        </Typography>
        <RunCards />
      </List>
    </>
  );
}

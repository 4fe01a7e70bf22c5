import ScheduleIcon from '@mui/icons-material/Schedule';
import { lazyScreen } from '../../src/registry/lazyScreen';
import { redirectTo } from '../../src/registry/redirect';
import type { ResourceModule } from '../../src/registry/resourceModule';

const SUPER_ADMIN_ONLY = { byRole: { super_admin: true }, otherwise: false } as const;

/**
 * The super admin's Jobs screen (issue 23 item 2): every scheduled job with its next and last
 * run, "Run now", and the recent runs with their failures. Served by /api/super/jobs and
 * /api/super/job-runs, which answer the super admin alone.
 */
const jobs: ResourceModule = {
  name: 'jobs',
  label: 'Jobs',
  apiPath: '/super/jobs',
  icon: ScheduleIcon,
  access: { list: SUPER_ADMIN_ONLY },
  menu: [{ order: 20, key: 'jobs', title: 'Jobs', url: '/jobs/list', roles: ['super_admin'] }],
  pages: [
    { path: '/jobs', component: redirectTo('/admin-panel/jobs/list') },
    { path: '/jobs/list', component: lazyScreen(() => import('./JobsPage')) },
  ],
};

/** The runs of the jobs (one row per attempt): a data provider name only. */
export const jobRuns: ResourceModule = {
  name: 'job-runs',
  label: 'Job runs',
  apiPath: '/super/job-runs',
  access: { list: SUPER_ADMIN_ONLY },
};

/** The folder's resources, as the panel collects them (resources/index.ts). */
export default [jobs, jobRuns];

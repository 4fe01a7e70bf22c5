import { NotBuiltYet } from '../../src/pages/NotBuiltYet';

/** Placeholder until the screen lands (issue 6/7). */
export default function TenantStatementPage() {
  return <NotBuiltYet title="TenantStatementPage" />;
}

import { configure } from '@testing-library/react';

/*
 * How long a findBy…/waitFor waits for what the test expects before failing it. Testing Library's
 * 1 s default failed ten component tests in a full run on a loaded 2-core machine (load average
 * above 20) although each screen did show what was asked for, only later (issue 33: no run fails
 * by timing). A longer wait changes nothing in what is asserted: the text or role must still
 * appear, and a passing test returns as soon as it does.
 */
configure({ asyncUtilTimeout: 10_000 });

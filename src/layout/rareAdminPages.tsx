/*
 * react-admin's own pages for what rarely happens (a screen that threw, an unknown path, a failed
 * authentication check), imported only here so they come in a chunk of their own when one is
 * shown, not with every signed-in page (src/AdminApp.tsx).
 */
import { NotFound as RaNotFound } from 'react-admin';

export { AuthenticationError, Error } from 'react-admin';

/** react-admin's "not found" page, under its own default title. */
export const NotFound = () => <RaNotFound />;

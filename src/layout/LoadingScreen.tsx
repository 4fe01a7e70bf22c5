import { loadingText } from '../i18n/loadingText';

/** The lazy-loading fallback of spec section 2: the text 'Loading...'. Plain markup, no MUI. */
export function LoadingScreen() {
  return (
    <div role="status" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif', color: '#475569' }}>
      {loadingText()}
    </div>
  );
}

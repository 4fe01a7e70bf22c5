import type { DisplayLocale } from '../../domain/displayLocale';
import { apiClient } from '../api/httpClient';

/**
 * The signed-in user's language, kept on the server: mails and PDFs follow it (POST
 * /api/users/profile/language). The client adds the '/api' base itself: a path that named it again
 * went to /api/api/… and was never saved (issue 31 item 2).
 */
export function saveProfileLanguage(display: DisplayLocale): Promise<unknown> {
  return apiClient.post('/users/profile/language', display);
}

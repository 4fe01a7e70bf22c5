import type { DisplayLocale } from '../../domain/displayLocale';
import { apiClient } from '../api/httpClient';

/** The signed-in user's language, kept on the server: mails and PDFs follow it (POST /api/users/profile/language). */
export function saveProfileLanguage(display: DisplayLocale): Promise<unknown> {
  return apiClient.post('/api/users/profile/language', display);
}

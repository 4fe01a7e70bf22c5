import { PROFILE_MESSAGES } from '../../domain/profileMessages';
import { principalOf } from '../auth/guard';
import { findUserById, toLoggedInUser } from '../auth/loggedInUser';
import { HttpError } from '../http/errors';
import { saveUserLanguage } from '../services/userQueries';
import { profileLanguageContract } from '../../domain/contracts/profile-language';
import { contractRoutes } from '../http/contractRoutes';

/**
 * Issue 22: the signed-in user's language and digits, kept on the server so that a sign-in on
 * another browser starts in them and mails and PDFs to this user are written in them. Only
 * one's own: the user comes from the token, never from the body.
 */
export const profileLanguageRoutes = contractRoutes(profileLanguageContract, async (ctx) => {
  return {
    save: async (request) => {
      const { userId } = principalOf(request);
      const { locale, digits } = request.body;
      await saveUserLanguage(ctx.db, userId, { locale, digits });
      const row = await findUserById(ctx.db, userId);
      if (!row) throw new HttpError(404, PROFILE_MESSAGES.notFound);
      return { success: true, message: PROFILE_MESSAGES.languageSaved, data: toLoggedInUser(row) };
    },
  };
});

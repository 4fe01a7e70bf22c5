import fastifyMultipart from '@fastify/multipart';
import { MAX_AVATAR_BYTES, PROFILE_MESSAGES } from '../../domain/profileMessages';
import { principalOf } from '../auth/guard';
import { findUserById, toLoggedInUser } from '../auth/loggedInUser';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { HttpError } from '../http/errors';
import { readMultipartForm } from '../http/multipartForm';
import { normaliseImage, storeImage } from '../storage/images';
import { revokeOtherSessions, updateUserFields } from '../services/userQueries';
import { profileContract } from '../../domain/contracts/profile';
import { contractRoutes } from '../http/contractRoutes';

/** The signed-in user's own profile (issue 3, item 6), plus the spec's landlord profile read. */
export const profileRoutes = contractRoutes(profileContract, async (ctx, app) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 4, parts: 5 },
  });

  const profileOf = async (userId: string) => {
    const row = await findUserById(ctx.db, userId);
    if (!row) throw new HttpError(404, PROFILE_MESSAGES.notFound);
    return toLoggedInUser(row);
  };

  // Spec section 7: GET users/landlords/{id}/profile. One's own, or any landlord's for those
  // who administer landlords; anyone else's id answers 404 as if it did not exist.

  return {
    get: async (request) => {
      return { success: true, message: PROFILE_MESSAGES.loaded, data: await profileOf(request.params.id) };
    },
    update: async (request) => {
      const { userId } = principalOf(request);
      const { fname, lname, phone } = request.body;
      await updateUserFields(ctx.db, userId, {
        firstName: fname,
        lastName: lname,
        phone,
        updatedAt: new Date(ctx.now()),
      });
      return { success: true, message: PROFILE_MESSAGES.updated, data: await profileOf(userId) };
    },
    avatar: async (request) => {
      const { userId } = principalOf(request);
      const form = await readMultipartForm(request, ['avatar'], {
        notMultipart: PROFILE_MESSAGES.notMultipart,
        fileTooLarge: PROFILE_MESSAGES.avatarTooLarge,
        fieldTooLong: PROFILE_MESSAGES.fieldTooLong,
      });
      const file = form.files.avatar;
      const issue = (msg: string, type: string) =>
        new HttpError(422, msg, [{ loc: ['body', 'avatar'], msg, type }]);
      if (!file) throw issue(PROFILE_MESSAGES.avatarMissing, 'missing');
      // The content decides, not the name: a text file called photo.png is refused here.
      const image = await normaliseImage(file.data);
      if (!image.ok) throw issue(PROFILE_MESSAGES.avatarOnlyImages, `image_${image.reason}`);
      const avatarPath = await storeImage(ctx.storage, image.data);
      await updateUserFields(ctx.db, userId, { avatarPath, updatedAt: new Date(ctx.now()) });
      return { success: true, message: PROFILE_MESSAGES.avatarUpdated, data: await profileOf(userId) };
    },
    password: async (request) => {
      const { userId, sessionId } = principalOf(request);
      const row = await findUserById(ctx.db, userId);
      if (!row || !(await verifyPassword(row.user.passwordHash, request.body.currentPassword))) {
        const msg = PROFILE_MESSAGES.currentPasswordWrong;
        throw new HttpError(422, msg, [{ loc: ['body', 'currentPassword'], msg, type: 'wrong_password' }]);
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await updateUserFields(ctx.db, userId, { passwordHash, updatedAt: new Date(ctx.now()) });
      // Whoever else held a session with the old password is signed out; this one stays.
      await revokeOtherSessions(ctx.db, userId, sessionId, new Date(ctx.now()));
      // Every change of a sign-in password is told to the account's address.
      await ctx.mail.send({
        to: row.user.email,
        template: 'password-changed',
        data: { firstName: row.user.firstName, via: 'profile' },
      });
      return { success: true, message: PROFILE_MESSAGES.passwordChanged };
    },
  };
});

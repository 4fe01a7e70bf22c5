import { listAnswer } from '../http/listAnswer';
import { LANDLORD_MESSAGES } from '../../domain/landlordSchemas';
import { listLandlords, moveLandlords } from '../services/landlordQueries';
import { startTrial } from '../services/subscriptions';
import { superLandlordsContract } from '../../domain/contracts/super-landlords';
import { contractRoutes } from '../http/contractRoutes';

/** The super admin's Landlords screen: review sign-ups, approve or reject them (one or many). */
export const superLandlordsRoutes = contractRoutes(superLandlordsContract, async (ctx) => {
  /** Moves the chosen landlords to a status and mails each one that actually changed. */
  const decide = async (ids: string[], status: 'active' | 'rejected') => {
    const from = status === 'active' ? ['pending', 'rejected'] : ['pending'];
    const changed = await moveLandlords(ctx.db, ids, from, status, new Date(ctx.now()));
    for (const landlord of changed) {
      // Issue 21 item 4: an approved landlord starts on a 14-day trial of the recommended plan.
      if (status === 'active') await startTrial(ctx.db, landlord.id, ctx.now());
      await ctx.mail.send({
        to: landlord.email,
        template: status === 'active' ? 'landlord-approved' : 'landlord-rejected',
        data: { firstName: landlord.firstName },
      });
    }
    return changed;
  };

  return {
    list: async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await listLandlords(ctx.db, request.query);
      return listAnswer(items, total, { page, pageSize });
    },
    approve: async (request) => {
      const changed = await decide(request.body.ids, 'active');
      return {
        success: true,
        message: LANDLORD_MESSAGES.approved(changed.length),
        data: { ids: changed.map((l) => l.id) },
      };
    },
    reject: async (request) => {
      const changed = await decide(request.body.ids, 'rejected');
      return {
        success: true,
        message: LANDLORD_MESSAGES.rejected(changed.length),
        data: { ids: changed.map((l) => l.id) },
      };
    },
  };
});

import { PERMISSION_BLOCKS } from '../../domain/contracts';
import { slugOf } from './roleText';

/**
 * The role matrix's row labels in one language, by the catalogue resource's slug
 * (`tenant_contract`): each comes from the block its contract owns (domain/contracts/), so a new
 * permission resource brings its labels with it.
 */
export const matrixLabels = (lang: 'en' | 'ar'): Record<string, string> =>
  Object.fromEntries(PERMISSION_BLOCKS.map((block) => [slugOf(block.resource), block.matrixLabel[lang]]));

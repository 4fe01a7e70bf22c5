import { z } from 'zod';
import { errorAnswers, okAnswer } from '../../answerSchemas';

const partialSettingAnswer = z.object({ allow_partial: z.boolean(), minimum_amount: z.string() });

/** GET and PUT /api/setting/online-payments */
const setting = { 200: okAnswer(partialSettingAnswer), ...errorAnswers };

export const settingOnlinePaymentsAnswers = { get: setting, update: setting };

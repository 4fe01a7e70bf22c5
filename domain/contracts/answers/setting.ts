import { errorAnswers, okAnswer } from '../../answerSchemas';
import { appSettingSchema } from './records';

/** GET /api/setting/get */
const get = { 200: okAnswer(appSettingSchema), ...errorAnswers };

/** POST /api/setting/update */
const update = get;

export const settingAnswers = { get, update };

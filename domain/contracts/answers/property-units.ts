import { z } from 'zod';
import { errorAnswers, listAnswerOf, okAnswer } from '../../answerSchemas';
import { unitSchema } from './records';

/** A unit on its own, with the property it belongs to (the pickers' rows). */
const unitWithPropertySchema = unitSchema.extend({
  propertyName: z.string(),
  /** The property's Arabic name ('' when none), for readers of Arabic (issue 22 item 5). */
  propertyNameAr: z.string(),
  governorate: z.string(),
});

/** GET /api/property-units/list */
const list = { 200: listAnswerOf(unitWithPropertySchema), ...errorAnswers };

/** GET /api/property-units/get/:id */
const get = { 200: okAnswer(unitWithPropertySchema), ...errorAnswers };

export const propertyUnitsAnswers = { list, get };

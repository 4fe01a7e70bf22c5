import { z } from 'zod';
import { errorAnswers, listAnswerOf, okAnswer } from '../../domain/answerSchemas';

/** GET /api/property-units/list */
const list = {
  200: listAnswerOf(
    z.object({
      propertyName: z.string(),
      governorate: z.string(),
      id: z.string(),
      propertyId: z.string(),
      unitNo: z.string(),
      floor: z.number().nullable(),
      type: z.string(),
      bedrooms: z.number().nullable(),
      areaM2: z.string().nullable(),
      monthlyRent: z.string(),
      status: z.string(),
      createdAt: z.date(),
    }),
  ),
  ...errorAnswers,
};

/** GET /api/property-units/get/:id */
const get = {
  200: okAnswer(
    z.object({
      propertyName: z.string(),
      governorate: z.string(),
      id: z.string(),
      propertyId: z.string(),
      unitNo: z.string(),
      floor: z.number().nullable(),
      type: z.string(),
      bedrooms: z.number().nullable(),
      areaM2: z.string().nullable(),
      monthlyRent: z.string(),
      status: z.string(),
      createdAt: z.date(),
    }),
  ),
  ...errorAnswers,
};

export const propertyUnitsAnswers = { list, get };

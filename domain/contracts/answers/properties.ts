import { z } from 'zod';
import { errorAnswers, listAnswerOf, messageAnswer, okAnswer } from '../../answerSchemas';
import { documentLinkSchema, unitSchema } from './records';

/** A property's own fields, in the list and in the record. */
const propertyFields = {
  id: z.string(),
  landlordId: z.string(),
  name: z.string(),
  /** The Arabic name ('' when none) and address in Arabic (issue 22 item 5). */
  nameAr: z.string(),
  addressAr: z.string(),
  /** The name in the reader's language (Accept-Language), falling back to the other one. */
  displayName: z.string(),
  type: z.string(),
  governorate: z.string(),
  area: z.string(),
  block: z.string(),
  street: z.string(),
  building: z.string(),
  description: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
};

/** GET /api/properties/list */
const list = {
  200: listAnswerOf(
    z.object({
      ...propertyFields,
      photosCount: z.number(),
      unitsCount: z.number(),
      occupiedCount: z.number(),
      monthlyRentTotal: z.string(),
    }),
  ),
  ...errorAnswers,
};

/** GET /api/properties/get/:id */
const get = {
  200: okAnswer(
    z.object({
      ...propertyFields,
      photos: z.array(documentLinkSchema),
      units: z.array(unitSchema),
      unitsCount: z.number(),
      occupiedCount: z.number(),
    }),
  ),
  ...errorAnswers,
};

/** POST /api/properties/create */
const create = get;

/** POST /api/properties/update/:id */
const update = get;

/** POST /api/properties/delete/:id */
const remove = { 200: messageAnswer, ...errorAnswers };

export const propertiesAnswers = { list, get, create, update, delete: remove };

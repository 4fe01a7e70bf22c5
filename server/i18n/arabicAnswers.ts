import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeFromLanguages } from '../../domain/displayLocale';
import { arabicMessage } from '../../domain/messages/arabic';

/** Whether this request's reader is Arabic (the panel sends its reader's language). */
export function readsArabic(request: FastifyRequest): boolean {
  return localeFromLanguages(request.headers['accept-language']) === 'ar';
}

/** A JSON answer with its `message` and its field messages (`detail[].msg`) in Arabic. */
export function answerInArabic(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const body = payload as { message?: unknown; detail?: unknown };
  const translated: Record<string, unknown> = { ...body };
  if (typeof body.message === 'string') translated.message = arabicMessage(body.message);
  if (Array.isArray(body.detail)) {
    translated.detail = body.detail.map((issue: unknown) =>
      issue && typeof issue === 'object' && typeof (issue as { msg?: unknown }).msg === 'string'
        ? { ...issue, msg: arabicMessage((issue as { msg: string }).msg) }
        : issue,
    );
  }
  return translated;
}

/** Every JSON answer to an Arabic reader, refusals and successes alike, says its messages in Arabic. */
export function registerArabicAnswers(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) =>
    readsArabic(request) ? answerInArabic(payload) : payload,
  );
}

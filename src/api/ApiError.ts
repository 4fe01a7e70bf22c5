import { errorText } from './errorText';

/**
 * A failed API call. `status` is the HTTP status (0 when the server could not be reached), `body` the parsed
 * response, and `code` the application status the API puts in the body (e.g. 4012 for an expired token).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly code?: number;

  constructor(status: number, body: unknown, message: string = errorText(body), options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const code =
      typeof body === 'object' && body !== null ? (body as { status?: unknown }).status : undefined;
    if (typeof code === 'number') this.code = code;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

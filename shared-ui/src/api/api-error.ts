/** Every failed call: the HTTP status (0 when the server could not be reached) and a message. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Spec §8 "other errors". */
export const NETWORK_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/** The message to show for any error a call or a screen may throw. */
export function errorMessage(error: unknown, fallback = NETWORK_ERROR_MESSAGE): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

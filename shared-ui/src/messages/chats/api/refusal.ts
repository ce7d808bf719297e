import { isApiError } from '@careconnect/shared-ui';

/** The server's own words when it refuses (403: not approved yet, the care ended…). */
export function refusal(error: unknown): string | null {
  return isApiError(error) && error.status === 403 && error.message ? error.message : null;
}

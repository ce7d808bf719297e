import { isApiError } from '@careconnect/shared-ui';

/** A detail screen's failure text: the spec's not-found sentence for a 404, else its failure one. */
export function detailError(error: unknown, notFound: string, failure: string): string {
  return isApiError(error) && error.status === 404 ? notFound : failure;
}

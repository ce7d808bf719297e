import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, specializationKeys, type Specialization } from '@careconnect/shared-ui';
import { doctorKeys } from '../../doctors/api/keys';

export const SAVE_SPECIALIZATION_ERROR = 'Failed to save the specialization.';

/** POST /api/specializations: a new entry of the clinic's list. */
export function addSpecialization(name: string): Promise<Specialization> {
  return apiRequest<Specialization>('/api/specializations', {
    method: 'POST',
    body: { name },
    fallbackMessage: SAVE_SPECIALIZATION_ERROR,
  });
}

/** PATCH /api/specializations/{id}: a new name (its doctors follow), or retired / offered again. */
export function changeSpecialization(
  id: string,
  change: { name?: string; retired?: boolean },
): Promise<Specialization> {
  return apiRequest<Specialization>(`/api/specializations/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: change,
    fallbackMessage: SAVE_SPECIALIZATION_ERROR,
  });
}

/** Every list of specializations and of doctors shows the change (a rename moves doctors). */
function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: specializationKeys.all }),
      client.invalidateQueries({ queryKey: doctorKeys.all }),
    ]);
}

export function useAddSpecialization() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: addSpecialization, onSuccess: invalidate });
}

export function useChangeSpecialization() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; name?: string; retired?: boolean }) =>
      changeSpecialization(id, change),
    onSuccess: invalidate,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { NoteTemplate, NoteTemplateBody } from '../../../lib/api-types';

const templatesKey = ['note-templates'] as const;
const BASE = '/api/doctor/note-templates';

/** GET /api/doctor/note-templates: the doctor's own templates, by name. */
export function getNoteTemplates(signal?: AbortSignal): Promise<NoteTemplate[]> {
  return apiRequest<NoteTemplate[]>(BASE, {
    signal,
    fallbackMessage: 'Failed to fetch your templates',
  });
}

export function useNoteTemplates() {
  return useQuery({ queryKey: templatesKey, queryFn: ({ signal }) => getNoteTemplates(signal) });
}

export function createNoteTemplate(body: NoteTemplateBody): Promise<NoteTemplate> {
  return apiRequest<NoteTemplate>(BASE, {
    method: 'POST',
    body,
    fallbackMessage: 'Failed to save the template',
  });
}

export function updateNoteTemplate(id: string, body: NoteTemplateBody): Promise<NoteTemplate> {
  return apiRequest<NoteTemplate>(`${BASE}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    fallbackMessage: 'Failed to save the template',
  });
}

export function deleteNoteTemplate(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`${BASE}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete the template',
  });
}

/** A change of the templates: the list is read again. */
export function useTemplateChange<A, R>(change: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey }),
  });
}

import type { AuditEntry } from '@careconnect/api/contracts';
import { recordLabel } from './audit-labels';

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    _id: '1',
    at: '2026-11-24T10:00:00.000Z',
    actor: null,
    actorUserId: 'a0000000-0000-4000-8000-000000000001',
    role: 'doctor',
    action: 'read',
    entityType: 'patient',
    recordCount: 1,
    patient: 'b0000000-0000-4000-8000-000000000001',
    ...overrides,
  };
}

describe('recordLabel', () => {
  it('names messages and conversations in plain words', () => {
    expect(
      recordLabel(
        entry({ entityType: 'message', entityId: 'c1d2e3f4-0000-4000-8000-000000000009' }),
      ),
    ).toBe('Message c1d2e3f4');
    expect(recordLabel(entry({ entityType: 'conversation', recordCount: 12 }))).toBe(
      'Conversations (list of 12)',
    );
  });
});

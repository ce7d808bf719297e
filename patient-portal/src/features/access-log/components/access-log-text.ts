import type { AccessLogEntry } from '../../../lib/api-types';

export const ACCESS_LOG_TEXT = {
  title: 'Who viewed my record',
  intro:
    'Every time someone other than you opened or changed your record: who, when, what, and the reason they gave for emergency access. Nobody can change this list.',
  empty: 'Nobody else has viewed or changed your record yet.',
  deleted: 'A deleted account',
  settingsCard:
    'See every time a doctor or an administrator opened or changed your record, and why.',
  settingsLink: 'See who viewed my record',
} as const;

const THINGS: Record<AccessLogEntry['entityType'], string> = {
  patient: 'your profile',
  appointment: 'an appointment',
  foodPlan: 'a food plan',
  sportsPlan: 'a sports plan',
  foodFeedback: 'your food plan feedback',
  sportsFeedback: 'your sports plan feedback',
  healthComplaint: 'a health report',
  careRelationship: 'your care team',
  emergencyAccess: 'emergency access to your record',
  conversation: 'a conversation',
  message: 'your messages',
  previsitAnswers: 'your pre-visit answers',
  checkIn: 'your check-in',
  visitNote: 'your visit note',
};

const LISTS: Partial<Record<AccessLogEntry['entityType'], string>> = {
  appointment: 'appointments',
  foodPlan: 'food plans',
  sportsPlan: 'sports plans',
  healthComplaint: 'health reports',
  conversation: 'conversations',
};

const VERBS: Record<AccessLogEntry['action'], string> = {
  read: 'Viewed',
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
};

/** What was done, in the patient's words: 'Viewed your profile', 'Viewed 3 appointments'. */
export function accessDescription(entry: AccessLogEntry): string {
  if (entry.entityType === 'emergencyAccess' && entry.action === 'create')
    return 'Opened emergency access to your record';
  const list = LISTS[entry.entityType];
  if (entry.recordCount > 1 && list) return `${VERBS[entry.action]} ${entry.recordCount} ${list}`;
  return `${VERBS[entry.action]} ${THINGS[entry.entityType]}`;
}

export function roleLabel(role: AccessLogEntry['role']): string {
  return role === 'admin' ? 'Administrator' : role === 'doctor' ? 'Doctor' : 'Patient';
}

export function whoLabel(entry: AccessLogEntry): string {
  if (!entry.actor) return ACCESS_LOG_TEXT.deleted;
  const name = `${entry.actor.firstName} ${entry.actor.lastName}`;
  return entry.role === 'doctor' ? `Dr. ${name}` : name;
}

// How the audit trail reads in the administrator's words.
import type { AuditEntry } from '@careconnect/api/contracts';

const ROLE: Record<AuditEntry['role'], string> = {
  patient: 'Patient',
  doctor: 'Doctor',
  admin: 'Administrator',
};

const ACTION: Record<AuditEntry['action'], string> = {
  read: 'Viewed',
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
};

const RECORD: Record<AuditEntry['entityType'], [one: string, many: string]> = {
  patient: ['Patient record', 'Patient records'],
  appointment: ['Appointment', 'Appointments'],
  foodPlan: ['Food plan', 'Food plans'],
  sportsPlan: ['Sports plan', 'Sports plans'],
  foodFeedback: ['Food plan rating', 'Food plan ratings'],
  sportsFeedback: ['Sports plan rating', 'Sports plan ratings'],
  healthComplaint: ['Health report', 'Health reports'],
  careRelationship: ['Care team', 'Care teams'],
  emergencyAccess: ['Emergency access', 'Emergency accesses'],
  conversation: ['Conversation', 'Conversations'],
  message: ['Message', 'Messages'],
  previsitAnswers: ['Pre-visit answers', 'Pre-visit answers'],
  checkIn: ['Check-in', 'Check-ins'],
  visitNote: ['Visit note', 'Visit notes'],
};

export const roleLabel = (role: AuditEntry['role']) => ROLE[role] ?? role;
export const actionLabel = (action: AuditEntry['action']) => ACTION[action] ?? action;

/** 'Appointment 3f2a…' for one record; 'Appointments (list of 3)' for a list. */
export function recordLabel(entry: AuditEntry): string {
  const [one, many] = RECORD[entry.entityType] ?? [entry.entityType, entry.entityType];
  if (entry.entityId) return `${one} ${entry.entityId.slice(0, 8)}`;
  return `${many} (list of ${entry.recordCount})`;
}

/** The caller's address and a short form of their browser. */
export function originLabel(entry: AuditEntry): string {
  const agent = entry.userAgent ? shortAgent(entry.userAgent) : '';
  return [entry.ip, agent].filter(Boolean).join(' · ') || 'N/A';
}

function shortAgent(agent: string): string {
  const known = /(Edg|Firefox|Chrome|Safari)\/[\d.]+/.exec(agent);
  if (known) return known[0].replace('Edg/', 'Edge/');
  return agent.length > 40 ? `${agent.slice(0, 40)}…` : agent;
}

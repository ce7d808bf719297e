const LABELS: Record<string, string> = {
  shell: 'Shell',
  auth_app: 'Sign-in pages',
  patient_portal: 'Patient area',
  doctor_portal: 'Doctor area',
  admin_portal: 'Administrator area',
};

/** How people name an area of the suite, from its federation name ('patient_portal' → 'Patient area'). */
export function areaLabel(remote: string): string {
  return LABELS[remote] ?? remote;
}

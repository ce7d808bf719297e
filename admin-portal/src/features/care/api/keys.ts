export const careKeys = {
  team: (patientId: string) => ['care-team', patientId] as const,
  emergency: (page: number) => ['emergency-access', page] as const,
};

// What the agenda shows of a visit's preparation before anything is opened (docs/spec.md,
// Pre-visit questionnaire and check-in): apart from the answers' words, which load with them.
export const PREVISIT_LABELS = {
  checkedIn: 'Checked in',
  answered: 'Questionnaire answered',
  answers: 'Answers',
  answersLabel: (who: string) => `Pre-visit answers of ${who}`,
} as const;

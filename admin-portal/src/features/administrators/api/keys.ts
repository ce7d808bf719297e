export const administratorKeys = {
  all: ['administrators'] as const,
};

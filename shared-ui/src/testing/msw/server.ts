// One MSW server for every package's unit tests; the Jest setup starts it (see jest-setup.ts).
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);

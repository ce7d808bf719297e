// What other modules use of this module's rows (they reach it through its service).
export { foodTables, sportTables } from './plans.repository.js';

// What other modules use of this module's rows (they reach it through its service).
export { deleteFilesOf, insertFile } from './files.repository.js';

// What other modules use of this module's rows (they reach it through its service).
export {
  createNotifications,
  deleteAllNotifications,
  findEmailCopies,
  supersedeNotifications,
} from './notifications.repository.js';

export type { Actor } from './actor';
export { loadActor } from './load-actor';
export { requireAccess, hasPermission } from './require-access';
export { listAccessibleMenus } from './list-accessible-menus';

export type { Actor } from './actor';
export { loadActor } from './load-actor';
export { requireAccess } from './require-access';
export { listAccessibleMenus } from './list-accessible-menus';
export { customerRolePermissions } from './customer-role-permissions';
export type { ClientAddress, PublicServiceOptions, ServiceOptions } from './service-options';

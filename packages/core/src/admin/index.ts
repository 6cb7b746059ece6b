export { listRoles } from './list-roles';
export { listUsers } from './list-users';
export { listUserRoles } from './list-user-roles';

export { listRoles } from './list-roles';
export { listUsers } from './list-users';
export { listUserRoles } from './list-user-roles';
export { assignRole, revokeRole } from './change-user-role';
export {
  changeRolePermission,
  createMenuPermission,
  createPermission,
  listMenuPermissions,
  listPermissions,
  listRolePermissions,
} from './menu-permissions';
export { adjustCredits, type AdjustCreditsResult } from './adjust-credits';
export {
  reactivateUser,
  suspendUser,
  SUSPENSION_HOLD_UNTIL,
  type SuspensionResult,
} from './suspend-user';
export { getAdminStats } from './get-admin-stats';
export { listUserDirectory } from './list-user-directory';
export { getUserDetail } from './get-user-detail';

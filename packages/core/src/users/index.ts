export { toCurrentUser } from './to-current-user';
export { getIdleLogout, setIdleLogout } from './idle-logout';
export { getProfile, updateProfile, AVATAR_NOT_FOUND_MESSAGE } from './profile';

export { toCurrentUser } from './to-current-user';

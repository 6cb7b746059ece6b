export {
  AppError,
  ERROR_CODES,
  errorBodyCodeOf,
  isAppError,
  type AppErrorCode,
  type ErrorBodyCode,
} from './app-error';
export { formatZodError } from './format-zod-error';

export { AppError, ERROR_CODES, isAppError, type AppErrorCode } from './app-error';
export { formatZodError } from './format-zod-error';

export * from './figures-reader';
export type { FiguresContext } from './figures-context';
export { createFiguresReaders } from './create-figures-readers';
export { missingFiguresScopes } from './figures-scopes';

export * from './figures-reader';
export { figuresContext, type FiguresContext } from './figures-context';
export { createFiguresReaders } from './create-figures-readers';
export { missingCommentScopes, missingFiguresScopes } from './figures-scopes';

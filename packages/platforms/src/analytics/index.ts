export * from './figures-reader';

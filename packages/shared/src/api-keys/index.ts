export * from './api-key-scopes';

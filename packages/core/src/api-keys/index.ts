export { createApiKey } from './create-api-key';
export { listApiKeys } from './list-api-keys';
export { listUserApiKeys } from './list-user-api-keys';
export { revokeApiKey } from './revoke-api-key';
export { validateApiKey, LAST_USED_PRECISION_MS, type ValidApiKey } from './validate-api-key';
export { recordApiKeyUse } from './record-api-key-use';
export { generateApiKeyToken, parseApiKeyToken, apiKeyPrefixOf } from './api-key-token';

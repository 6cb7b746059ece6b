import { sharedFilePath } from '@fanout/shared/testing';
import { createDiscoveryRequestValidator } from './discovery-request-validator';
import { createOpenApiRequestValidator } from './openapi-request-validator';
import type { SpecRequestValidator } from './spec-request';

/** The vendors' official documents kept in `../shared/reference/specs` beside the repository. */
export const OFFICIAL_SPECS = {
  twitter: { format: 'openapi', file: 'x-api-v2.openapi.json', apiRoot: '/' },
  // Pinterest's paths are relative to its server URL `https://api.pinterest.com/v5`.
  pinterest: { format: 'openapi', file: 'pinterest-v5.openapi.json', apiRoot: '/v5' },
  // Google's discovery document: its paths are relative to its rootUrl, as the adapter's `api` host.
  youtube: { format: 'discovery', file: 'youtube-data-api-v3.discovery.json' },
} as const;

export type OfficialSpec = keyof typeof OFFICIAL_SPECS;

const cache = new Map<OfficialSpec, Promise<SpecRequestValidator>>();

/** A validator for one of the official documents, built once per test process. */
export function officialSpecValidator(name: OfficialSpec): Promise<SpecRequestValidator> {
  let validator = cache.get(name);
  if (!validator) {
    const spec = OFFICIAL_SPECS[name];
    validator =
      spec.format === 'openapi'
        ? createOpenApiRequestValidator(specPath(spec.file), spec.apiRoot)
        : Promise.resolve(createDiscoveryRequestValidator(specPath(spec.file)));
    cache.set(name, validator);
  }
  return validator;
}

/** `../shared/reference/specs/{file}`; a test fails naming the path when the document is absent. */
export function specPath(file: string): string {
  return sharedFilePath(`reference/specs/${file}`);
}

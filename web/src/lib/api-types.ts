import type { components } from '@/lib/api-schema';

/**
 * A wire shape of the gateway's API by its schema name, as the services declare it
 * (`contracts/openapi.json`, turned into `api-schema.d.ts` by `npm run api-types`).
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

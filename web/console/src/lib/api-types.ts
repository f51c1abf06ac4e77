import type { components } from '@console/lib/api-schema';

/**
 * A wire shape of the console's API by its schema name (`contracts/console-openapi.json`,
 * turned into `api-schema.d.ts` by `npm run api-types`).
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type OperatorRole = Schema<'OperatorRole'>;

// Query keys of the product centre and the workbench, all read for one identity.

export const productsKey = (identityKey: string) => ['session', identityKey, 'products'] as const;

/** What a permit change makes stale: the products' statuses, the application, its trail. */
export const permitsKey = (identityKey: string, compCode: string) =>
  [...productsKey(identityKey), 'permits', compCode] as const;

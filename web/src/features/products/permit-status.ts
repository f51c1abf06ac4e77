import { paths, workbenchPath } from '@/lib/paths';

// The permit codes the portal itself moves (customer.permit.lifecycle); labels and colours of
// every code come from the `permitStatus` dictionary.

export const SUBMITTED = 10;
export const WITHDRAWN = 30;
export const ACTIVE = 80;
export const REJECTED = 85;

/** The account centre: every company has it from registration on; its screens are CRM's. */
export const ACCOUNT_CENTRE_PRODUCT = 'CRM';
export const ACCOUNT_CENTRE_PATH = paths.accountCentre;
export const PRODUCT_CENTRE_PATH = paths.productCentre;

/** Where entering a product leads: the account centre is the portal's own CRM screens. */
export function entryPath(productCode: string): string {
  return productCode === ACCOUNT_CENTRE_PRODUCT ? ACCOUNT_CENTRE_PATH : workbenchPath(productCode);
}

/** No permit yet, or the last one ended without the product: the company may apply. */
export function mayApply(status: number | null): boolean {
  return status === null || status === WITHDRAWN || status === REJECTED;
}

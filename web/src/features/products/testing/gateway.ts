import { apiPath } from '@/lib/api-paths';
import type { Schema } from '@/lib/api-types';
import { envelopeResponse, mockGateway } from '@/testing/fetch-mock';
import { dictionaryAnswer } from '@/features/products/testing/dictionaries';
import { bodyOf } from '@/features/products/testing/requests';

export const CALLS = {
  products: apiPath('cust/product/findAllByPermitStatus'),
  info: apiPath('cust/product/permitInfo'),
  audit: apiPath('cust/product/queryPermitAudit'),
  apply: apiPath('cust/product/apply'),
  withdraw: apiPath('cust/product/withdraw'),
  voucher: apiPath('product/getCompPersonalVoucherInfo'),
  dictionary: apiPath('reg/user/listDict'),
  store: apiPath('third/file/store'),
  download: apiPath('third/file/down/load'),
  companyInfo: apiPath('cust/employee/info/comp'),
  menu: apiPath('res/menu/emp/role/findResAllByToken'),
};

type ProductPermit = Schema<'ProductPermitRead'>;

export function product(code: string, name: string, extra: Partial<ProductPermit> = {}) {
  return {
    productCode: code,
    productName: name,
    summary: `What ${name} does`,
    icon: 'credit',
    sort: 1,
    permitStatus: null,
    opened: false,
    canApply: false,
    canWithdraw: false,
    requiredDocuments: [],
    reason: null,
    updatedAt: null,
    ...extra,
  } satisfies ProductPermit;
}

export const PRODUCTS: ProductPermit[] = [
  product('EC', 'Enterprise', { opened: true, icon: 'enterprise', sort: 1 }),
  product('CRM', 'Account centre', { opened: true, icon: 'account', sort: 2 }),
  product('CREDIT', 'Credit vouchers', { permitStatus: 10, canWithdraw: true, sort: 3 }),
  product('BILL', 'Bills', {
    permitStatus: 85,
    canApply: true,
    requiredDocuments: ['BUSINESS_LICENCE', 'AUTHORISATION_LETTER'],
    reason: 'The permit has expired',
    sort: 4,
  }),
  product('INVOICE', 'Invoices', {
    canApply: true,
    requiredDocuments: ['BUSINESS_LICENCE'],
    icon: 'invoice',
    sort: 5,
  }),
];

export const CREDIT_PERMIT: Schema<'PermitRead'> = {
  compCode: 'DEMO0006',
  productCode: 'CREDIT',
  status: 10,
  compRole: 'C104',
  applicantName: 'Zhou Ting',
  remark: 'First application',
  documents: [
    { documentType: 'BUSINESS_LICENCE', fileToken: 'tok-licence', fileName: 'licence.pdf' },
  ],
  voucherName: 'Zhou Ting',
  voucherIdNumber: '310104********5033',
  reason: null,
  submittedAt: '2026-04-02T02:00:00Z',
  decidedAt: null,
};

export const CREDIT_TRAIL: Schema<'AuditEntryRead'>[] = [
  {
    id: 2,
    beforeStatus: 30,
    afterStatus: 10,
    operatorType: 'user',
    operatorName: 'Zhou Ting',
    remark: 'First application',
    createdAt: '2026-04-02T02:00:00Z',
  },
  {
    id: 1,
    beforeStatus: 10,
    afterStatus: 30,
    operatorType: 'operator',
    operatorName: 'reviewer-1',
    remark: null,
    createdAt: '2026-03-30T02:00:00Z',
  },
];

export interface GatewayOptions {
  products?: ProductPermit[];
  permit?: Schema<'PermitRead'>;
  /** The answer to `cust/product/apply`: default, the permit as submitted. */
  apply?: () => Response;
  voucher?: Schema<'VoucherRead'> | null;
  menu?: Schema<'ResourceRead'>[];
}

/** The customer, content and reference calls of the product screens. */
export function productGateway(options: GatewayOptions = {}) {
  const products = options.products ?? PRODUCTS;
  return mockGateway(async (path, request) => {
    switch (path) {
      case CALLS.products:
        return envelopeResponse({ ok: true, body: products });
      case CALLS.dictionary:
        return dictionaryAnswer(request.url);
      case CALLS.info:
        return envelopeResponse({ ok: true, body: options.permit ?? CREDIT_PERMIT });
      case CALLS.audit:
        return envelopeResponse({ ok: true, body: CREDIT_TRAIL });
      case CALLS.withdraw:
        return envelopeResponse({ ok: true, body: { ...CREDIT_PERMIT, status: 30 } });
      case CALLS.apply: {
        if (options.apply) return options.apply();
        const body = await bodyOf(request);
        return envelopeResponse({ ok: true, body: { ...CREDIT_PERMIT, ...body, status: 10 } });
      }
      case CALLS.voucher:
        return options.voucher
          ? envelopeResponse({ ok: true, body: options.voucher })
          : envelopeResponse({ ok: false, status: 404, msg: 'No real-name verification.' });
      case CALLS.store: {
        const text = await (request.init.body as Blob).text();
        const fileName = /filename="([^"]+)"/.exec(text)?.[1] ?? 'file.pdf';
        const scope = /name="scope"\r\n\r\n(\w+)/.exec(text)?.[1] ?? '';
        return envelopeResponse({
          ok: true,
          body: {
            fileToken: `tok-${scope}-${fileName}`,
            fileName,
            contentType: 'application/pdf',
            size: 4,
          },
        });
      }
      case CALLS.download:
        return new Response(new TextEncoder().encode('%PDF'), {
          headers: { 'Content-Type': 'application/pdf' },
        });
      case CALLS.companyInfo:
        return envelopeResponse({
          ok: true,
          body: {
            compCode: 'DEMO0006',
            compName: 'Demo Bank Shanghai',
            compRole: [
              { prodCode: 'EC', compRole: 'C104', compBizCode: 'DEMO0006-EC-C104' },
              { prodCode: 'INVOICE', compRole: 'C104', compBizCode: 'DEMO0006-INVOICE-C104' },
            ],
            userName: 'Zhou Ting',
            mobile: '138****0007',
            rootManager: 1,
            employeeRole: ['E101', 'INVOICE-E102'],
          },
        });
      case CALLS.menu:
        return envelopeResponse({ ok: true, body: options.menu ?? [] });
      default:
        return envelopeResponse({ ok: false, status: 404, msg: `unexpected ${path}` });
    }
  });
}

import { describe, expect, it } from 'vitest';

import { applySchema, serverFieldError, stepOf, toRequest } from '@/features/products/apply-form';

describe('serverFieldError', () => {
  it.each([
    [
      'documentFileTokens.BUSINESS_LICENCE: is required for this product',
      'documents.BUSINESS_LICENCE',
      'is required for this product',
    ],
    [
      'documentFileTokens.AUTHORISATION_LETTER：须为您本人上传的图片或PDF，请重新上传',
      'documents.AUTHORISATION_LETTER',
      '须为您本人上传的图片或PDF，请重新上传',
    ],
    ['voucher.idNumber：证件号码校验码不正确', 'voucherIdNumber', '证件号码校验码不正确'],
    // Generic rules run the field and the rule together: the whole sentence is shown.
    ['voucher.name长度不能超过64', 'voucherName', 'voucher.name长度不能超过64'],
    [
      'remark must have at most 255 characters',
      'remark',
      'remark must have at most 255 characters',
    ],
  ])('%s → %s', (msg, field, text) => {
    expect(serverFieldError(msg)).toEqual({ field, text });
  });

  it('leaves refusals about no field of the form to the form', () => {
    expect(serverFieldError('Your company already has this product.')).toBeUndefined();
    expect(serverFieldError('productCode: is not a product you can apply for')).toBeUndefined();
  });
});

describe('stepOf', () => {
  it('finds the step showing a field', () => {
    expect(stepOf('documents.BUSINESS_LICENCE')).toBe(0);
    expect(stepOf('voucherIdNumber')).toBe(1);
    expect(stepOf('agreed')).toBe(2);
  });
});

describe('applySchema and toRequest', () => {
  const file = { fileToken: 'tok-1', fileName: 'a.pdf', contentType: 'application/pdf', size: 4 };
  const values = {
    documents: { BUSINESS_LICENCE: file, OTHER: undefined },
    voucherName: ' Zhou Ting ',
    voucherIdNumber: '310104198102145033',
    compRole: 'C104' as const,
    remark: '  ',
    agreed: true,
  };

  it('needs every required document, an adult ID number and the declaration', () => {
    const schema = applySchema(['BUSINESS_LICENCE', 'AUTHORISATION_LETTER']);
    const result = schema.safeParse({
      ...values,
      voucherIdNumber: '31010419810214503X',
      agreed: false,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      'documents.AUTHORISATION_LETTER': 'documentRequired',
      voucherIdNumber: 'checkCode',
      agreed: 'agreeRequired',
    });
    expect(applySchema(['BUSINESS_LICENCE']).safeParse(values).success).toBe(true);
  });

  it('sends the tokens of the documents given, the identity trimmed, no empty remark', () => {
    expect(toRequest('INVOICE', values)).toEqual({
      productCode: 'INVOICE',
      documentFileTokens: { BUSINESS_LICENCE: 'tok-1' },
      voucher: { name: 'Zhou Ting', idNumber: '310104198102145033' },
      remark: null,
      compRole: 'C104',
    });
  });
});

import type { TFunction } from 'i18next';
import type { FieldError, FieldPath } from 'react-hook-form';
import { z } from 'zod';

import type { PermitApply } from '@/features/products/api/apply-permit';
import type { ProductsMessages } from '@/features/products/locales/zh-cn';
import type { StoredFile } from '@/lib/files';
import { checkIdNumber, normaliseIdNumber } from '@/lib/validators/id-number';

// The application form of the product centre: its values, its rules (the server's, checked
// first here) and how a refusal from the server finds its field.

/** Documents any application may add besides the product's required ones. */
export const OPTIONAL_DOCUMENTS = ['OTHER'] as const;
export const COMP_ROLES = ['C101', 'C102', 'C103', 'C104', 'C105', 'C106'] as const;
const NAME_MAX = 64;
const REMARK_MAX = 255;

export type CompRole = (typeof COMP_ROLES)[number];

export interface ApplyValues {
  /** documentType code → the uploaded file. */
  documents: Record<string, StoredFile | undefined>;
  voucherName: string;
  voucherIdNumber: string;
  /** '' lets the server choose (the company's role in EC, else member unit). */
  compRole: CompRole | '';
  remark: string;
  agreed: boolean;
}

export type ValidationKey = keyof ProductsMessages['productCentre']['apply']['validation'];

/** The keys of `T` whose values are texts (not nested groups). */
export type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
type Texts = ProductsMessages['productCentre'];
export type ApplyText = TextKey<Texts['apply']>;
export type ProgressText = TextKey<Texts['progress']>;
export type WorkbenchText = TextKey<Texts['workbench']>;

const storedFile = z.custom<StoredFile>(
  (value) => typeof value === 'object' && value !== null && 'fileToken' in value,
  { error: 'documentRequired' satisfies ValidationKey },
);

/** The rules of an application for a product requiring `required` documents. */
export function applySchema(required: readonly string[]): z.ZodType<ApplyValues, ApplyValues> {
  const documents = Object.fromEntries<z.ZodType<StoredFile | undefined>>([
    ...OPTIONAL_DOCUMENTS.map((code) => [code, storedFile.optional()] as const),
    ...required.map((code) => [code, storedFile] as const),
  ]);
  return z.object({
    documents: z.object(documents),
    voucherName: z
      .string()
      .trim()
      .min(1, { error: 'nameRequired' satisfies ValidationKey })
      .max(NAME_MAX, { error: 'nameTooLong' satisfies ValidationKey }),
    // The rule's name: the ID number field translates it (specification §5, in its order).
    voucherIdNumber: z.string().superRefine((value, context) => {
      const rule = checkIdNumber(value);
      if (rule !== undefined) context.addIssue({ code: 'custom', message: rule });
    }),
    compRole: z.enum(['', ...COMP_ROLES]),
    remark: z.string().max(REMARK_MAX, { error: 'remarkTooLong' satisfies ValidationKey }),
    agreed: z
      .boolean()
      .refine((value) => value, { error: 'agreeRequired' satisfies ValidationKey }),
  }) as z.ZodType<ApplyValues, ApplyValues>;
}

/** The fields each step of the form shows, validated before moving on. */
export const STEP_FIELDS: readonly (readonly FieldPath<ApplyValues>[])[] = [
  ['documents'],
  ['voucherName', 'voucherIdNumber', 'compRole', 'remark'],
  ['agreed'],
];

/** The step holding `field` (e.g. `documents.BUSINESS_LICENCE` → 0). */
export function stepOf(field: string): number {
  const step = STEP_FIELDS.findIndex((fields) =>
    fields.some((name) => field === name || field.startsWith(`${name}.`)),
  );
  return Math.max(step, 0);
}

/** What the form sends: tokens of the documents given, the applicant's identity, the rest. */
export function toRequest(productCode: string, values: ApplyValues): PermitApply {
  const documentFileTokens: Record<string, string> = {};
  for (const [code, file] of Object.entries(values.documents)) {
    if (file) documentFileTokens[code] = file.fileToken;
  }
  return {
    productCode,
    documentFileTokens,
    voucher: {
      name: values.voucherName.trim(),
      idNumber: normaliseIdNumber(values.voucherIdNumber),
    },
    remark: values.remark.trim() || null,
    compRole: values.compRole || null,
  };
}

// The server names the field it refuses first, by its wire name: `voucher.idNumber: …`
// (`：` in Chinese), or run together with the rule for the generic ones (`remark长度…`).
const WIRE_FIELDS: [string, FieldPath<ApplyValues>][] = [
  ['voucher.name', 'voucherName'],
  ['voucher.idNumber', 'voucherIdNumber'],
  ['remark', 'remark'],
  ['compRole', 'compRole'],
];
const DOCUMENTS_PREFIX = 'documentFileTokens.';

/** The rule after `field: `, or the whole sentence when the server ran them together. */
function ruleAfter(rest: string, msg: string): string {
  return /^\s*[:：]\s*(\S[\s\S]*)$/.exec(rest)?.[1] ?? msg;
}

/** The form field a refusal of the server is about, with the sentence to show there. */
export function serverFieldError(
  msg: string,
): { field: FieldPath<ApplyValues>; text: string } | undefined {
  if (msg.startsWith(DOCUMENTS_PREFIX)) {
    const rest = msg.slice(DOCUMENTS_PREFIX.length);
    const code = /^[A-Z_]+/.exec(rest)?.[0];
    if (code === undefined) return undefined;
    return { field: `documents.${code}`, text: ruleAfter(rest.slice(code.length), msg) };
  }
  const known = WIRE_FIELDS.find(([prefix]) => msg.startsWith(prefix));
  if (known === undefined) return undefined;
  const [prefix, field] = known;
  return { field, text: ruleAfter(msg.slice(prefix.length), msg) };
}

/** A field's message: a rule of this form (translated), or the server's sentence as it came. */
export function fieldMessage(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === 'server') return error.message;
  return t(`productCentre.apply.validation.${error.message as ValidationKey}`);
}

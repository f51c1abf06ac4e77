import type { TFunction } from 'i18next';

import type { Queue, Reasons, Recommendation } from '@console/features/review/queues';
import { formatDateTime } from '@/lib/format';

// How a case's codes read to an operator: statuses, reasons, recommendations.

/** The fields a registration's reasons may name (the service's list), in the form's order. */
export const REGISTRATION_REASON_FIELDS = [
  'compName',
  'creditCode',
  'legalName',
  'legalIdNumber',
  'provinceCode',
  'areaCode',
  'address',
  'licenceFileToken',
  'compRoles',
  'inviteCode',
  'verification',
  'other',
] as const;

export type ReasonField = (typeof REGISTRATION_REASON_FIELDS)[number];
/** The fields ticked in the form, each with its reason as typed. */
export type FieldReasons = Partial<Record<ReasonField, string>>;

/** The ticked reasons as the service takes them; undefined when none or one has no text. */
export function fieldReasons(value: FieldReasons): Record<string, string> | undefined {
  const entries = Object.entries(value).map(([field, text]) => [field, text.trim()] as const);
  if (entries.length === 0 || entries.some(([, text]) => !text)) return undefined;
  return Object.fromEntries(entries);
}

function isReasonField(field: string): field is ReasonField {
  return REGISTRATION_REASON_FIELDS.some((known) => known === field);
}

const PERMIT_STATUSES = [10, 20, 30, 80, 85] as const;

export function statusText(t: TFunction, queue: Queue, status: string | number): string {
  if (queue !== 'permit') return t(`review.status.${String(status) as 'pending'}`);
  const known = PERMIT_STATUSES.find((code) => code === Number(status));
  return known === undefined
    ? t('review.status.permitOther', { code: status })
    : t(`review.status.permit${known}`);
}

/** A registration's reasons as 'field: text' lines; another queue's one text as it is. */
export function reasonsText(t: TFunction, reasons: Reasons | undefined): string {
  if (reasons === null || reasons === undefined) return '';
  if (typeof reasons === 'string') return reasons;
  return Object.entries(reasons)
    .map(([field, text]) =>
      t('review.reasonLine', {
        field: isReasonField(field) ? t(`review.fields.${field}`) : field,
        text,
      }),
    )
    .join('\n');
}

export function recommendationText(t: TFunction, recommendation: Recommendation | null): string {
  if (recommendation === null) return t('review.recommendation.none');
  return t('review.recommendation.by', {
    decision: t(`review.recommendation.${recommendation.approve ? 'approve' : 'reject'}`),
    name: recommendation.operatorName,
    at: formatDateTime(recommendation.recommendedAt),
  });
}

const COMP_ROLES = ['C101', 'C102', 'C103', 'C104', 'C105', 'C106'] as const;

/** A company role (C101–C106) by name; an unknown code as it is. */
export function compRoleText(t: TFunction, role: string): string {
  const known = COMP_ROLES.find((code) => code === role);
  return known ? t(`review.compRoles.${known}`) : role;
}

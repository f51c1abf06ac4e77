import type { Schema } from '@console/lib/api-types';

// The three review queues as the console names them: the services' route prefixes
// (`/ops/<queue>/...`), the pages' paths, and what a case of each looks like.

export type Queue = Schema<'PolicyRead'>['queue'];
export type Stage = 'awaitingReview' | 'awaitingDecision';

export const QUEUES: readonly Queue[] = ['registration', 'permit', 'admin-change'];
export const STAGES: readonly Stage[] = ['awaitingReview', 'awaitingDecision'];

const LIST_PATHS: Record<Queue, string> = {
  registration: '/review/registrations',
  permit: '/review/permits',
  'admin-change': '/review/admin-changes',
};

/** The queue's list, filtered to `stage` when given. */
export function listPath(queue: Queue, stage?: Stage): string {
  return stage ? `${LIST_PATHS[queue]}?stage=${stage}` : LIST_PATHS[queue];
}

export function casePath(queue: Queue, id: number): string {
  return `${LIST_PATHS[queue]}/${id}`;
}

export function isStage(value: string): value is Stage {
  return STAGES.some((stage) => stage === value);
}

export interface QueueRows {
  registration: Schema<'RegistrationRow'>;
  permit: Schema<'PermitQueueRow'>;
  'admin-change': Schema<'AdminChangeRow'>;
}

export interface QueueCases {
  registration: Schema<'RegistrationCase'>;
  permit: Schema<'PermitCase'>;
  'admin-change': Schema<'AdminChangeCase'>;
}

export interface QueueUnmaskFields {
  registration: Schema<'RegistrationUnmask'>['field'];
  permit: Schema<'PermitUnmask'>['field'];
  'admin-change': Schema<'AdminChangeUnmask'>['field'];
}

export type Recommendation = Schema<'RecommendationRead'>;
export type TrailEntry = Schema<'TrailEntryRead'>;
export type CaseDocument = Schema<'CaseDocument'>;
/** Registrations: field → reason; the other queues: one text. */
export type Reasons = Recommendation['reasons'];

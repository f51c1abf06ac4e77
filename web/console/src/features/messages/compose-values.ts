import type {
  Audience,
  CompanyRole,
  MessageSend,
} from '@console/features/messages/api/send-message';

export const COMPANY_ROLES: readonly CompanyRole[] = [
  'C101',
  'C102',
  'C103',
  'C104',
  'C105',
  'C106',
];

export interface ComposeValues {
  audience: Audience;
  compCode: string;
  compRole: CompanyRole | '';
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
}

/** What the second step shows: the values, and the server's rendering of each body. */
export interface Previewed {
  values: ComposeValues;
  html: string;
  htmlEn: string | null;
}

export const COMPOSE_FIELDS = [
  'compCode',
  'compRole',
  'title',
  'titleEn',
  'content',
  'contentEn',
] as const;

export const EMPTY_MESSAGE: ComposeValues = {
  audience: 'company',
  compCode: '',
  compRole: '',
  title: '',
  titleEn: '',
  content: '',
  contentEn: '',
};

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** The call's body: only the audience's own target (the server refuses the other one). */
export function sendBody(values: ComposeValues): MessageSend {
  return {
    audience: values.audience,
    compCode: values.audience === 'company' ? values.compCode.trim() : null,
    compRole: values.audience === 'role' && values.compRole !== '' ? values.compRole : null,
    title: values.title.trim(),
    titleEn: optional(values.titleEn),
    format: 'markdown',
    content: values.content,
    contentEn: optional(values.contentEn) === null ? null : values.contentEn,
  };
}

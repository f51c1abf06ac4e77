import { envelopeResponse } from '@/testing/fetch-mock';

// The reference dictionaries the product screens read, as the server seeds them (English).
const DICTIONARIES: Record<string, { code: string; label: string; colour?: string }[]> = {
  permitStatus: [
    { code: '10', label: 'Submitted', colour: 'blue' },
    { code: '30', label: 'Withdrawn', colour: 'gray' },
    { code: '80', label: 'Active', colour: 'green' },
    { code: '85', label: 'Rejected', colour: 'red' },
  ],
  documentType: [
    { code: 'BUSINESS_LICENCE', label: 'Business licence' },
    { code: 'AUTHORISATION_LETTER', label: 'Letter of authorisation' },
    { code: 'FINANCIAL_STATEMENT', label: 'Financial statements' },
    { code: 'OTHER', label: 'Other documents' },
  ],
  compRole: [
    { code: 'C101', label: 'Core enterprise' },
    { code: 'C104', label: 'Funder' },
    { code: 'C106', label: 'Member unit' },
  ],
  employeeRole: [
    { code: 'E101', label: 'Administrator' },
    { code: 'E102', label: 'Handler' },
  ],
};

/** The `reg/user/listDict` answer for the request's `dictType`. */
export function dictionaryAnswer(url: string): Response {
  const dictType = new URL(url, 'http://localhost').searchParams.get('dictType') ?? '';
  return envelopeResponse({ ok: true, body: DICTIONARIES[dictType] ?? [] });
}

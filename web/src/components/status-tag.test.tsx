import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { readDictEntry } from '@/components/dictionary';
import { StatusTag } from '@/components/status-tag';
import { envelopeResponse, mockFetch, requestOf } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';

describe('readDictEntry', () => {
  it('reads every spelling of specification §3', () => {
    expect(readDictEntry({ dictValue: '10', dictLabel: 'Submitted', colour: 'blue' })).toEqual({
      code: '10',
      label: 'Submitted',
      colour: 'blue',
    });
    expect(readDictEntry({ CODE: 'C101', FLAG: 'Core' })).toMatchObject({
      code: 'C101',
      label: 'Core',
    });
    expect(readDictEntry({ code: 20, mark: 'In review' })).toMatchObject({
      code: '20',
      label: 'In review',
    });
    expect(readDictEntry({ MARK: 'no code' })).toBeUndefined();
  });
});

describe('StatusTag', () => {
  it('labels and colours a status from the permitStatus dictionary', async () => {
    const fetchMock = mockFetch(
      envelopeResponse({
        ok: true,
        body: [
          {
            dictType: 'permitStatus',
            code: '80',
            label: 'Active',
            colour: 'green',
            dictValue: '80',
            dictLabel: 'Active',
          },
          {
            dictType: 'permitStatus',
            code: '85',
            label: 'Rejected',
            colour: 'red',
            dictValue: '85',
            dictLabel: 'Rejected',
          },
        ],
      }),
    );

    renderWithProviders(<StatusTag status={85} />);

    const tag = await screen.findByText('Rejected');
    expect(tag.closest('[data-status]')).toHaveStyle({ color: 'rgb(179, 38, 30)' });
    expect(requestOf(fetchMock).url).toBe(
      '/api/web/portal/api/reg/user/listDict?dictType=permitStatus',
    );
  });

  it('shows the code itself when the dictionary does not know it', async () => {
    mockFetch(envelopeResponse({ ok: true, body: [] }));

    renderWithProviders(<StatusTag status="99" />);

    expect(await screen.findByText('99')).toBeInTheDocument();
  });
});

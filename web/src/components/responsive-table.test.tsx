import Button from '@mui/material/Button';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ResponsiveTable } from '@/components/responsive-table';

interface Person {
  code: string;
  name: string;
  mobile: string;
}

const people: Person[] = [
  { code: 'E1', name: 'Wang Fang', mobile: '138****0002' },
  { code: 'E2', name: 'Zhang Wei', mobile: '138****0001' },
];

/** A window `width` px wide, as far as CSS media queries go. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (max === null || width <= Number(max[1])) && (min === null || width >= Number(min[1]));
    return {
      matches,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

function renderPeople() {
  render(
    <ResponsiveTable
      label="Employees"
      rows={people}
      rowKey={(person) => person.code}
      title={{ key: 'name', header: 'Name', cell: (person) => person.name }}
      columns={[{ key: 'mobile', header: 'Mobile', cell: (person) => person.mobile }]}
      actions={{
        header: 'Actions',
        cell: (person) => <Button>Disable {person.name}</Button>,
      }}
      rowTestId="person"
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResponsiveTable', () => {
  it('is a table on a wide screen, a row header naming each row', () => {
    windowWidth(1440);
    renderPeople();

    const table = screen.getByRole('table', { name: 'Employees' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Mobile', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'Zhang Wei' })).toBeVisible();
  });

  it('is a card per row below 992 px: each value under its name, the actions at the foot', () => {
    windowWidth(390);
    renderPeople();

    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Employees' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = cards[1] as HTMLElement;
    expect(second).toHaveTextContent(/^Zhang Wei/);
    expect(within(second).getByRole('term')).toHaveTextContent('Mobile');
    expect(within(second).getByRole('definition')).toHaveTextContent('138****0001');
    expect(
      within(within(second).getByRole('group', { name: 'Actions' })).getByRole('button', {
        name: 'Disable Zhang Wei',
      }),
    ).toBeVisible();
    expect(screen.getAllByTestId('person')).toHaveLength(2);
  });
});

import Breadcrumbs from '@mui/material/Breadcrumbs';
import Pagination from '@mui/material/Pagination';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { i18n } from '@/i18n/instance';
import { renderWithProviders } from '@/testing/render';

describe("the texts MUI's components say themselves", () => {
  it('name the pagination buttons in English', () => {
    renderWithProviders(<Pagination count={3} page={2} />);

    expect(screen.getByRole('navigation', { name: 'Pagination navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeInTheDocument();
  });

  it('follow a switch to Chinese', async () => {
    renderWithProviders(<Pagination count={3} page={1} showFirstButton showLastButton />);
    await i18n.changeLanguage('zh-CN');

    expect(await screen.findByRole('navigation', { name: '分页导航' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '转到第 2 页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '转到第一页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '转到最后一页' })).toBeInTheDocument();
  });

  it("name the breadcrumbs' collapsed part", async () => {
    renderWithProviders(
      <Breadcrumbs maxItems={2}>
        <span>One</span>
        <span>Two</span>
        <span>Three</span>
      </Breadcrumbs>,
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show path' }));
    expect(screen.getByText('Two')).toBeInTheDocument();
  });
});

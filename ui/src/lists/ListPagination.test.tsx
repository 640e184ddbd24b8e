import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAGINATION_MAX_SIZE, listMeta } from '@tp/domain';
import { ListPagination } from './ListPagination.tsx';

/** The page-number buttons and ellipses MUI draws, without previous/next. */
function pageItems(): HTMLElement[] {
  const nav = screen.getByRole('navigation');
  return within(nav)
    .getAllByRole('listitem')
    .filter((item) => !within(item).queryByRole('button', { name: /previous|next/i }));
}

describe('ListPagination', () => {
  it.each([1, 2, 5, 10, 19, 20])('draws at most 7 page items on page %i of 20', (page) => {
    render(<ListPagination meta={listMeta(200, page, 10)} page={page} onPageChange={() => {}} />);
    expect(pageItems().length).toBeLessThanOrEqual(PAGINATION_MAX_SIZE);
    expect(screen.getByRole('button', { name: /page 20$/ })).toBeInTheDocument();
  });

  it('draws exactly 7 items in the middle of a long list: 1 … 9 10 11 … 20', () => {
    render(<ListPagination meta={listMeta(200, 10, 10)} page={10} onPageChange={() => {}} />);
    expect(pageItems().map((item) => item.textContent)).toEqual([
      '1',
      '…',
      '9',
      '10',
      '11',
      '…',
      '20',
    ]);
  });

  it('asks for the page clicked', () => {
    const onPageChange = vi.fn();
    render(<ListPagination meta={listMeta(30, 1, 10)} page={1} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows the range and total', () => {
    render(<ListPagination meta={listMeta(25, 3, 10)} page={3} onPageChange={() => {}} />);
    expect(screen.getByText('21–25 of 25')).toBeInTheDocument();
  });

  it('shows no page buttons for one page or none', () => {
    render(<ListPagination meta={listMeta(0, 1, 10)} page={1} onPageChange={() => {}} />);
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers the page sizes given and reports the one chosen', () => {
    const onPerPageChange = vi.fn();
    render(
      <ListPagination
        meta={listMeta(100, 1, 10)}
        page={1}
        onPageChange={() => {}}
        perPage={10}
        perPageOptions={[10, 20, 50]}
        onPerPageChange={onPerPageChange}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Per page' }));
    fireEvent.click(screen.getByRole('option', { name: '50' }));
    expect(onPerPageChange).toHaveBeenCalledWith(50);
  });
});

import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudyArea } from '@tp/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  StudyAreaEventDialog,
  formatTestDay,
  type StudyAreaEventDialogProps,
} from './StudyAreaEventDialog.tsx';

afterEach(cleanup);

const AREA: StudyArea = {
  id: 7,
  studentId: 3,
  parentId: 2,
  subjectId: 2,
  subject: { id: 2, name: 'SAT Math', categoryName: 'Test Prep' },
  isTestPrep: true,
  testDateId: 4,
  testDate: { id: 4, title: 'SAT March', date: '2026-03-14' },
  goalScore: 650,
  confidenceLevel: 2,
  lockVersion: 0,
};

function renderDialog(props: Partial<StudyAreaEventDialogProps>) {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/planner',
        element: <StudyAreaEventDialog detail={{ area: AREA }} onClose={onClose} {...props} />,
      },
      { path: '/study-areas', element: <p>Study areas tab</p> },
    ],
    { initialEntries: ['/planner'] },
  );
  render(<RouterProvider router={router} />);
  return { onClose, router };
}

describe('StudyAreaEventDialog', () => {
  it('shows the subject, the test and its day, the goal score and the confidence', () => {
    renderDialog({});
    const dialog = screen.getByRole('dialog', { name: 'SAT Math' });
    const facts = within(dialog)
      .getAllByRole('definition')
      .map((fact) => fact.textContent);
    expect(facts).toEqual(['SAT March', 'Saturday, March 14, 2026', '650', 'Somewhat stressed']);
    expect(within(dialog).queryByText('Student')).not.toBeInTheDocument();
  });

  it('says what is not set, and whose test it is when told', () => {
    renderDialog({
      detail: { area: { ...AREA, goalScore: null, confidenceLevel: null }, studentName: 'Sam Lee' },
    });
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual([
      'Sam Lee',
      'SAT March',
      'Saturday, March 14, 2026',
      'Not set',
      'Not set',
    ]);
  });

  it('takes the family to the Study areas tab to change it', async () => {
    const { onClose, router } = renderDialog({ editUrl: '/study-areas' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit in Study areas' }));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/study-areas');
  });

  it('offers no edit without a place to edit it, and closes', async () => {
    const { onClose } = renderDialog({});
    expect(screen.queryByRole('button', { name: 'Edit in Study areas' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('names a test day the same in every zone', () => {
    expect(formatTestDay('2026-11-01')).toBe('Sunday, November 1, 2026');
  });
});

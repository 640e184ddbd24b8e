import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { startLiveTestApi } from '../../../test/test-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const api = startLiveTestApi();
const FIRST_RENDER = { timeout: 15_000 };

interface Family {
  childId: number;
  advisorName: string;
  advisorEmail: string;
}
let family: Family;
// A long limit: the in-process API's first start is slow on a busy machine.
beforeAll(async () => {
  const [row] = await api.query<Family>(
    `select s.id as "childId", au.first_name || ' ' || au.last_name as "advisorName",
            au.email as "advisorEmail"
       from students s join parents p on p.id = s.parent_id join users u on u.id = p.user_id
       join employees e on e.id = p.employee_id join users au on au.id = e.user_id
      where u.email = 'parent@demo.test' and s.user_id is not null`,
  );
  family = row!;
}, 30_000);

describe('the family contact tab', { timeout: 20_000 }, () => {
  beforeEach(() => api.signInAs('parent@demo.test'));

  it("shows the advisor, the tutoring contact, the tutor and the parent's own details", async () => {
    renderApp(`/parent/students/${family.childId}/contact`);

    // The first render of a file loads the app's code: seconds on a busy machine.
    const advisor = await screen.findByRole('region', { name: 'Your advisor' }, FIRST_RENDER);
    expect(within(advisor).getByText(family.advisorName)).toBeInTheDocument();
    expect(within(advisor).getByRole('link', { name: family.advisorEmail })).toHaveAttribute(
      'href',
      `mailto:${family.advisorEmail}`,
    );
    const brand = screen.getByRole('region', { name: 'Tutoring contact' });
    expect(within(brand).getByText(/^Private Tutoring/)).toBeInTheDocument();
    expect(within(brand).getByRole('link', { name: /@demo\.test$/ })).toBeInTheDocument();
    const tutor = screen.getByRole('region', { name: 'Tutor' });
    expect(within(tutor).getByText(/^\w+ \w\.$/)).toBeInTheDocument();

    const account = screen.getByRole('region', { name: 'Your details' });
    expect(within(account).getByText('parent@demo.test')).toBeInTheDocument();
    expect(within(account).getByRole('combobox', { name: /time zone/i })).toBeInTheDocument();
  });

  it('says so when the contacts cannot be loaded', async () => {
    api.server.use(
      http.get('*/api/v2/students/:id/contacts', () => HttpResponse.json({}, { status: 500 })),
    );
    renderApp(`/parent/students/${family.childId}/contact`);

    expect(
      await screen.findByText('We could not load your contacts. Please reload the page.'),
    ).toBeInTheDocument();
  });

  it('shows a student their own contacts', async () => {
    await api.signInAs('student@demo.test');
    renderApp(`/student/students/${family.childId}/contact`);

    // The first render of a file loads the app's code: seconds on a busy machine.
    const advisor = await screen.findByRole('region', { name: 'Your advisor' }, FIRST_RENDER);
    expect(within(advisor).getByText(family.advisorName)).toBeInTheDocument();
    expect(screen.getByText(/Student account, signed in as/)).toBeInTheDocument();
  });

  it("moves the student's planner to the zone the student sets here", async () => {
    await api.signInAs('student@demo.test');
    api.willWrite();
    const user = userEvent.setup({ delay: null });
    renderApp(`/student/students/${family.childId}/contact`);
    await user.click(await screen.findByRole('combobox', { name: /time zone/i }, FIRST_RENDER));
    await user.keyboard('{Control>}a{/Control}Denver');
    await user.click(await screen.findByRole('option', { name: 'America/Denver' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been updated')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Academic planner' }));
    expect(
      await screen.findByText(/Times in America\/Denver/, {}, FIRST_RENDER),
    ).toBeInTheDocument();
    // Its loads end before the test does (the in-process database closes after it).
    await waitFor(
      () => expect(screen.queryByLabelText('Loading planner')).not.toBeInTheDocument(),
      {
        timeout: 15_000,
      },
    );
  });
});

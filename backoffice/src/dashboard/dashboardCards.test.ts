import { describe, expect, it } from 'vitest';
import { dashboardCardsFor } from './dashboardCards.ts';

describe('dashboardCardsFor', () => {
  it('gives an admin uncovered sessions first, then payroll, leads and shipments', () => {
    expect(dashboardCardsFor(['admin'])).toEqual([
      'unstaffedSessions',
      'payrollToReview',
      'leadsToCall',
      'shipmentsToSend',
    ]);
  });

  it('gives an advisor the leads to call first', () => {
    expect(dashboardCardsFor(['advisor'])[0]).toBe('leadsToCall');
  });

  it('gives an instruction manager sessions, payroll and reviews to feature', () => {
    expect(dashboardCardsFor(['instruction_manager'])).toEqual([
      'unstaffedSessions',
      'payrollToReview',
      'reviewsToFeature',
    ]);
  });

  it('gives HR the payroll items to review only', () => {
    expect(dashboardCardsFor(['hr'])).toEqual(['payrollToReview']);
  });

  // Changed with faculty leaders' way into the back-office: they read only their own
  // sessions, so the coverage card would always be empty for them; the tutors to spoof lead.
  it('gives a faculty leader the tutors to spoof and the low ratings', () => {
    expect(dashboardCardsFor(['tutor', 'faculty_leader'])).toEqual(['tutorsToSpoof', 'lowRatings']);
  });

  it('merges several roles without repeating a card, whatever the case of the role names', () => {
    const cards = dashboardCardsFor(['HR', 'advisor']);
    expect(cards).toEqual([
      'leadsToCall',
      'unstaffedSessions',
      'shipmentsToSend',
      'payrollToReview',
    ]);
  });

  it('still shows the day coverage to staff with no listed role', () => {
    expect(dashboardCardsFor(['employee'])).toEqual(['unstaffedSessions']);
  });
});

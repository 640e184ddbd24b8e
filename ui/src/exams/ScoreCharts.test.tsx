import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transcript } from '@tp/domain';
import { NO_SCORED_EXAMS_TEXT, ScoreCharts } from './ScoreCharts.tsx';

let nextId = 1;
function sitting(
  examType: Transcript['exam_type'],
  formCode: string,
  score: number | null,
  range: [number, number],
): Transcript {
  const id = nextId++;
  return {
    id,
    student_id: 1,
    exam_id: id,
    exam_type: examType,
    extended_time: false,
    subject: examType === 'ACT' ? 'act' : examType === 'SAT' ? 'sat' : 'psat',
    form_code: formCode,
    first_name: 'Lily',
    last_name: 'Brennan',
    status: score === null ? 'started' : 'scored',
    taken_on: `2026-0${id}-01`,
    score,
    min_score: range[0],
    max_score: range[1],
    sections: [],
    essay: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

describe('ScoreCharts', () => {
  it('draws one chart per exam type with a scored sitting', () => {
    render(
      <ScoreCharts
        transcripts={[
          sitting('ACT', '74H', 24, [1, 36]),
          sitting('SAT', 'S1', 1200, [400, 1600]),
          sitting('SAT', 'S2', 1290, [400, 1600]),
          sitting('PSAT', 'P1', null, [320, 1520]),
        ]}
      />,
    );
    expect(
      screen.getAllByRole('figure').map((figure) => figure.getAttribute('aria-label')),
    ).toEqual(['ACT scores', 'SAT scores']);
  });

  it('says so when no sitting is scored', () => {
    render(<ScoreCharts transcripts={[sitting('PSAT', 'P1', null, [320, 1520])]} />);
    expect(screen.getByText(NO_SCORED_EXAMS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});

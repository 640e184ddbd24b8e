import { useParams, useSearchParams } from 'react-router';
import { ExamTranscriptsPanel } from '../../exams/ExamTranscriptsPanel.tsx';

/**
 * The student's Exams tab (spec §2 "student profile Exams tab lists exam transcripts"), in the
 * family and tutor apps alike; `?transcript_id` marks one sitting (from /exams/transcripts).
 */
export function ExamsTab() {
  const studentId = Number(useParams().studentId);
  const highlight = Number(useSearchParams()[0].get('transcript_id'));
  return (
    <ExamTranscriptsPanel
      studentId={studentId}
      highlightId={Number.isInteger(highlight) && highlight > 0 ? highlight : null}
    />
  );
}

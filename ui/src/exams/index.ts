export { ScoreChart } from './ScoreChart.tsx';
export { ScoreCharts, NO_SCORED_EXAMS_TEXT } from './ScoreCharts.tsx';

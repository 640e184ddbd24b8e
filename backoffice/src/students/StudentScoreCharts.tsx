// Loaded lazily by StudentExams: the charts bring MUI X Charts, which the back-office's first
// screens do not need.
export { ScoreCharts as default } from '@tp/ui';

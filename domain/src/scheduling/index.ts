export * from './wall-clock.ts';
export * from './weekly-series.ts';
export * from './time-intervals.ts';
export * from './availability-rules.ts';
export * from './repeat-options.ts';
export * from './booking-rules.ts';
export * from './scheduling-messages.ts';
export * from './booking-review.ts';

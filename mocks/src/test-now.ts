/**
 * The "now" of component tests: the demo world is generated around it and the in-process
 * server's clock is frozen at it, so every run sees the same world (a Wednesday, 9:00 AM in
 * Chicago).
 */
export const COMPONENT_TEST_NOW = new Date('2025-03-05T15:00:00Z');

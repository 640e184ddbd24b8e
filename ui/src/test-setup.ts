// jest-dom matchers for vitest, and unmounting between tests (vitest runs without globals,
// so testing-library cannot register its own afterEach cleanup).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

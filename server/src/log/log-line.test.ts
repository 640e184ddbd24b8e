import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeErrorForLog, escapeLogText, log } from './log-line.ts';

describe('log lines', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes CR and LF inside a value as escapes, so a value cannot start a line', () => {
    expect(escapeLogText('GET /x\r\n[req-1] POST /admin ok')).toBe(
      'GET /x\\r\\n[req-1] POST /admin ok',
    );
    expect(escapeLogText('a\\nb')).toBe('a\\\\nb');
  });

  it("keeps an error's stack frames but escapes its message", () => {
    const error = new Error('bad name "Ann\n[req-9] forged line"');
    const described = describeErrorForLog(error);
    const [head, ...frames] = described.split('\n');
    expect(head).toBe('Error: bad name "Ann\\n[req-9] forged line"');
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((frame) => /^\s+at /.test(frame))).toBe(true);
  });

  it('describes a cause and a thrown value that is not an Error', () => {
    const error = new Error('outer', { cause: 'inner\nline' });
    expect(describeErrorForLog(error)).toContain('cause: inner\\nline');
    expect(describeErrorForLog('plain\rtext')).toBe('plain\\rtext');
  });

  it('sends one line per event to the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    log.error('payment of "x\ny" failed', new Error('declined\r\nforged'));
    const [line] = error.mock.calls[0] as [string];
    expect(line.split('\n')[0]).toBe('payment of "x\\ny" failed Error: declined\\r\\nforged');
  });
});

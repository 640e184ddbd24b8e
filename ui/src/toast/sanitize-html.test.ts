import { describe, expect, it } from 'vitest';
import { sanitizeToastHtml } from './sanitize-html.ts';

/** Parses the sanitised HTML, to ask what survived. */
function parsed(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeToastHtml(html);
  return holder;
}

describe('sanitizeToastHtml', () => {
  it('keeps harmless formatting', () => {
    expect(sanitizeToastHtml('<b>Saved</b> <em>now</em><br><strong>ok</strong>')).toBe(
      '<b>Saved</b> <em>now</em><br><strong>ok</strong>',
    );
  });

  it('keeps plain text with its characters', () => {
    expect(parsed("Starts at can't be < 5 & > 2.").textContent).toBe(
      "Starts at can't be < 5 & > 2.",
    );
  });

  it('drops a script element and its content', () => {
    const html = sanitizeToastHtml('Hi<script>window.__xss = 1</script>');
    expect(html).toBe('Hi');
  });

  it('drops the onerror handler of an image (and the image itself)', () => {
    const out = parsed('<img src=x onerror="window.__xss = 1">Hello');
    expect(out.querySelector('img')).toBeNull();
    expect(out.innerHTML).not.toMatch(/onerror/i);
    expect(out.textContent).toBe('Hello');
  });

  it('drops svg with onload', () => {
    const out = parsed('<svg onload="window.__xss = 1"><circle r="1"/></svg>Done');
    expect(out.querySelector('svg')).toBeNull();
    expect(out.innerHTML).not.toMatch(/onload/i);
  });

  it('removes a javascript: link target but keeps its text', () => {
    const out = parsed('<a href="javascript:alert(1)">click</a>');
    const link = out.querySelector('a');
    expect(link?.getAttribute('href')).toBeNull();
    expect(link?.textContent).toBe('click');
  });

  it('removes an obfuscated javascript: URL', () => {
    const out = parsed(
      '<a href="  JaVaScRiPt&#58;alert(1)">x</a><a href="data:text/html,hi">y</a>',
    );
    for (const link of out.querySelectorAll('a')) expect(link.getAttribute('href')).toBeNull();
  });

  it('keeps an https link and opens it apart from the app', () => {
    const link = parsed('<a href="https://example.com/help" onclick="x()">help</a>').querySelector(
      'a',
    );
    expect(link?.getAttribute('href')).toBe('https://example.com/help');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.hasAttribute('onclick')).toBe(false);
  });

  it('drops event handlers on allowed tags', () => {
    const out = parsed('<b onmouseover="x()" style="position:fixed">bold</b>');
    expect(out.innerHTML).toBe('<b>bold</b>');
  });

  it('drops iframes, forms, styles and inputs', () => {
    const out = parsed(
      '<iframe src="https://evil"></iframe><form action="/x"><input name="a"></form><style>*{}</style>ok',
    );
    expect(out.innerHTML).toBe('ok');
  });
});

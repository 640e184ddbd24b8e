// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FULL_STYLES_KEY, installLeanEmotionStyles, leanRule } from './jsdom-lean-styles.ts';

describe('leanRule', () => {
  it('keeps only display, visibility, opacity and pointer-events', () => {
    expect(
      leanRule(
        '.css-1{display:-webkit-box;display:flex;color:red;visibility:hidden;opacity:0;pointer-events:none;padding:0 8px;}',
      ),
    ).toBe(
      '.css-1{display:-webkit-box;display:flex;visibility:hidden;opacity:0;pointer-events:none;}',
    );
  });

  it('keeps !important and the selector as written', () => {
    expect(leanRule('.a .b:hover>input[type="x"]{display:none!important;margin:0;}')).toBe(
      '.a .b:hover>input[type="x"]{display:none!important;}',
    );
  });

  it('leaves out a rule that sets none of them', () => {
    expect(leanRule('.css-2{color:red;background-color:var(--x, #fff);}')).toBeNull();
    expect(leanRule('html{-webkit-font-smoothing:antialiased;}')).toBeNull();
  });

  it('does not take a property whose name only ends like one', () => {
    expect(leanRule('.c{-webkit-box-display:none;text-opacity:0;}')).toBeNull();
  });

  it('keeps the observable rules inside media, supports and layer groups', () => {
    expect(leanRule('@media (min-width:600px){.c{display:none;padding:1px;}.d{color:red;}}')).toBe(
      '@media (min-width:600px){.c{display:none;}}',
    );
    expect(leanRule('@supports (display:grid){.e{color:red;}}')).toBeNull();
    expect(leanRule('@layer mui{.f{visibility:hidden;}}')).toBe(
      '@layer mui{.f{visibility:hidden;}}',
    );
  });

  it('leaves out keyframes and font faces', () => {
    expect(leanRule('@keyframes fade{0%{opacity:0;}100%{opacity:1;}}')).toBeNull();
    expect(leanRule('@font-face{font-family:x;src:url(a.woff);}')).toBeNull();
  });
});

/** A stand-in for `@emotion/sheet`'s StyleSheet that keeps what it is given. */
class RecordingSheet {
  inserted: string[] = [];
  constructor(public key: string) {}
  insert(rule: string) {
    this.inserted.push(rule);
  }
}

describe('installLeanEmotionStyles', () => {
  installLeanEmotionStyles(RecordingSheet);

  it('inserts the lean rule, and nothing for a rule with nothing to keep', () => {
    const sheet = new RecordingSheet('css');
    sheet.insert('.a{display:none;color:red;}');
    sheet.insert('.b{color:red;}');
    expect(sheet.inserted).toEqual(['.a{display:none;}']);
  });

  it('inserts every rule whole for the full-styles cache', () => {
    const sheet = new RecordingSheet(FULL_STYLES_KEY);
    sheet.insert('.b{color:red;}');
    expect(sheet.inserted).toEqual(['.b{color:red;}']);
  });

  it('patches once, however often it is installed', () => {
    installLeanEmotionStyles(RecordingSheet);
    const sheet = new RecordingSheet('css');
    sheet.insert('.a{display:none;}');
    expect(sheet.inserted).toEqual(['.a{display:none;}']);
  });
});

describe('in jsdom, the lean rules', () => {
  const RULES = [
    '.panel{display:flex;padding:8px;color:blue;}',
    '.panel.closed{visibility:hidden;height:0;}',
    '.panel .faded{opacity:0;transition:opacity 1s;}',
    '.panel .blocked{pointer-events:none;cursor:default;}',
    '@media (min-width:0px){.wide{display:none;}}',
    '.shown{display:block!important;}',
  ];
  const MARKUP = `<div class="panel closed"><span class="faded">a</span><button class="blocked wide shown">b</button><p>c</p></div>`;
  const PROPERTIES = ['display', 'visibility', 'opacity', 'pointer-events'];

  function computed(rules: string[]): string[] {
    document.head.innerHTML = rules.map((rule) => `<style>${rule}</style>`).join('');
    document.body.innerHTML = MARKUP;
    return [...document.body.querySelectorAll('*')].flatMap((element) => {
      const style = getComputedStyle(element);
      return PROPERTIES.map(
        (property) => `${element.tagName} ${property}: ${style.getPropertyValue(property)}`,
      );
    });
  }

  it('give every element the same display, visibility, opacity and pointer-events', () => {
    const full = computed(RULES);
    const lean = computed(RULES.map(leanRule).filter((rule): rule is string => rule !== null));
    expect(lean).toEqual(full);
    expect(full).toContain('SPAN visibility: hidden');
    expect(full).toContain('BUTTON pointer-events: none');
  });
});

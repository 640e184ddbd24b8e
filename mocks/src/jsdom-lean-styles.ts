/**
 * Leaner CSS for the component tests' jsdom: each rule emotion inserts keeps only the
 * declarations a test can observe there, and a rule left with none is not inserted.
 *
 * jsdom lays nothing out, so what a test sees of CSS is whether an element is shown and can be
 * clicked: `display`, `visibility` and `opacity` (testing-library's accessibility checks and
 * jest-dom's `toBeVisible`) and `pointer-events` (user-event refuses a click where it is
 * `none`). But jsdom matches every rule of every sheet against an element to compute its style,
 * once per ancestor for an inherited property such as `visibility`, and emotion leaves one
 * `<style>` per rule (1,700 to 2,600 in a back-office test file): that matching was over a
 * quarter of the component tests' CPU time. Rules that set none of these properties cannot
 * change an answer, so they are left out.
 *
 * A test that checks other styles (colours, custom properties) renders under a cache whose key
 * is {@link FULL_STYLES_KEY}; its rules go in whole.
 */
export const FULL_STYLES_KEY = 'full-css';

const OBSERVABLE = /(?:^|[{;])\s*(display|visibility|opacity|pointer-events)\s*:\s*([^;{}]*)/g;
/** At-rules that hold style rules (the rest, such as keyframes and font faces, set no state). */
const GROUPING = /^@(media|supports|layer|container)\b/;

/** The rules of a block, split at its top-level braces: `a{..}b{..}` gives `a{..}`, `b{..}`. */
function splitRules(block: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < block.length; i += 1) {
    const char = block[i];
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(block.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  return rules;
}

/**
 * The rule with only the observable declarations, or null when it has none. Takes one rule as
 * emotion inserts it (stylis's output: no comments, one rule or one at-rule group).
 */
export function leanRule(rule: string): string | null {
  const open = rule.indexOf('{');
  const close = rule.lastIndexOf('}');
  if (open < 0 || close < open) return null;
  const prelude = rule.slice(0, open);
  const body = rule.slice(open + 1, close);
  if (prelude.startsWith('@')) {
    if (!GROUPING.test(prelude)) return null;
    const kept = splitRules(body)
      .map(leanRule)
      .filter((inner): inner is string => inner !== null);
    return kept.length > 0 ? `${prelude}{${kept.join('')}}` : null;
  }
  const declarations = [...body.matchAll(OBSERVABLE)].map(
    ([, property, value]) => `${property}:${value!.trim()};`,
  );
  return declarations.length > 0 ? `${prelude}{${declarations.join('')}}` : null;
}

/** The part of `@emotion/sheet`'s StyleSheet this patches. */
export interface EmotionStyleSheet {
  prototype: { key: string; insert(rule: string): void };
}

/**
 * Makes every emotion sheet (from `@emotion/sheet`, passed in by the setup file whose app
 * depends on it) insert lean rules, except a cache keyed {@link FULL_STYLES_KEY}. Once only.
 */
export function installLeanEmotionStyles(StyleSheet: EmotionStyleSheet): void {
  const proto = StyleSheet.prototype as EmotionStyleSheet['prototype'] & { leanStyles?: true };
  if (proto.leanStyles) return;
  const insert = proto.insert;
  proto.insert = function insertLean(this: EmotionStyleSheet['prototype'], rule: string) {
    if (this.key === FULL_STYLES_KEY) return insert.call(this, rule);
    const lean = leanRule(rule);
    if (lean !== null) insert.call(this, lean);
  };
  proto.leanStyles = true;
}

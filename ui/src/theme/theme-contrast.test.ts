import { describe, expect, it } from 'vitest';
import { getContrastRatio, type Theme } from '@mui/material/styles';
import { createAppTheme } from './theme.ts';

/** WCAG 2.x AA for normal text. */
const AA_TEXT = 4.5;

const TONES = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** `color` at `opacity` laid over the opaque `background` (what the eye sees). */
function blend(color: string, opacity: number, background: string): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const fg = channels(color);
  const bg = channels(background);
  return `#${fg
    .map((c, i) => Math.round(c * opacity + bg[i]! * (1 - opacity)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Every text colour of the theme on every surface it is drawn on. */
function textPairs(theme: Theme): [string, string, string][] {
  const { palette } = theme;
  const surfaces = { default: palette.background.default, paper: palette.background.paper };
  const pairs: [string, string, string][] = [];
  for (const [name, surface] of Object.entries(surfaces)) {
    pairs.push([`text.primary on ${name}`, palette.text.primary, surface]);
    pairs.push([`text.secondary on ${name}`, palette.text.secondary, surface]);
    // Links, text buttons, error helper texts, coloured chips.
    for (const tone of TONES) pairs.push([`${tone}.main on ${name}`, palette[tone].main, surface]);
  }
  // Contained buttons, chips and the light app bar.
  for (const tone of TONES) {
    pairs.push([
      `${tone}.contrastText on ${tone}.main`,
      palette[tone].contrastText,
      palette[tone].main,
    ]);
  }
  // The menu's active entry: primary on a 12% primary tint.
  pairs.push([
    'active menu entry',
    palette.primary.main,
    blend(palette.primary.main, 0.12, palette.background.paper),
  ]);
  return pairs;
}

it('blends a colour over a surface channel by channel', () => {
  expect(blend('#000000', 0.5, '#ffffff')).toBe('#808080');
  expect(blend('#ff0000', 0.25, '#0000ff')).toBe('#4000bf');
});

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const theme = createAppTheme(mode);

  it('is that mode', () => {
    expect(theme.palette.mode).toBe(mode);
  });

  it.each(textPairs(theme))('%s meets WCAG AA for text (4.5:1)', (_name, text, surface) => {
    expect(getContrastRatio(text, surface)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

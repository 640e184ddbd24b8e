import { alpha, type Theme } from '@mui/material/styles';
import type { CSSProperties } from 'react';

/**
 * The calendar's colours in the current theme, shared by the calendar (as CSS variables for
 * schedule.css) and its legend. Event text is white on sessions and events, so their fills
 * stay dark enough for 4.5:1 in both modes.
 */
export function calendarColors(theme: Theme) {
  const { palette } = theme;
  const isDark = palette.mode === 'dark';
  return {
    launchable: isDark ? '#2e7d4f' : '#1b6e3a',
    cancelable: isDark ? '#3d5bb5' : '#2f4b9a',
    nonCancelable: isDark ? '#7a4fb0' : '#5e3a8c',
    noEnrollments: isDark ? '#8f6a1f' : '#7a5300',
    disabled: isDark ? '#5d667b' : '#6b7489',
    event: isDark ? '#1f7f8a' : '#0e6570',
    studyArea: isDark ? '#a8457a' : '#9c1f5c',
    warning: isDark ? '#ffb74d' : '#e65100',
    availability: alpha(palette.secondary.main, isDark ? 0.18 : 0.14),
    availabilityBorder: palette.secondary.main,
    availabilityText: isDark ? palette.secondary.light : palette.secondary.dark,
    locked: alpha(palette.text.primary, isDark ? 0.16 : 0.1),
    maxedOut: isDark ? '#ef9a9a' : '#c62828',
    today: alpha(palette.primary.main, isDark ? 0.14 : 0.06),
    offRange: isDark ? '#121826' : '#eef1f7',
    border: palette.divider,
    text: palette.text.primary,
    surface: palette.background.paper,
    selected: palette.action.selected,
    link: palette.primary.main,
  };
}

/** The colours as the custom properties schedule.css reads. */
export function calendarCssVariables(theme: Theme): CSSProperties {
  const colors = calendarColors(theme);
  return {
    '--tp-launchable': colors.launchable,
    '--tp-cancelable': colors.cancelable,
    '--tp-non-cancelable': colors.nonCancelable,
    '--tp-no-enrollments': colors.noEnrollments,
    '--tp-disabled': colors.disabled,
    '--tp-event': colors.event,
    '--tp-study-area': colors.studyArea,
    '--tp-warning': colors.warning,
    '--tp-availability': colors.availability,
    '--tp-availability-border': colors.availabilityBorder,
    '--tp-availability-text': colors.availabilityText,
    '--tp-locked': colors.locked,
    '--tp-maxed-out': colors.maxedOut,
    '--tp-today': colors.today,
    '--tp-off-range': colors.offRange,
    '--tp-border': colors.border,
    '--tp-text': colors.text,
    '--tp-surface': colors.surface,
    '--tp-selected': colors.selected,
    '--tp-link': colors.link,
  } as CSSProperties;
}

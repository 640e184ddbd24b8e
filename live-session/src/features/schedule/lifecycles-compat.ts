/**
 * What the calendar's build gets for react-lifecycles-compat (vite.config.ts): uncontrollable,
 * under react-big-calendar, passes its component through `polyfill`, which adds the old
 * lifecycle methods React 16.2 and older need to run `getDerivedStateFromProps`. React 19 does
 * not call them beside it, so the component is left as it is.
 */
export function polyfill<T>(component: T): T {
  return component;
}

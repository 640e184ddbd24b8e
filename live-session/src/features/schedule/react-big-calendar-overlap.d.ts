/** react-big-calendar's own time-grid layout (1.20), which its types do not list. */
declare module 'react-big-calendar/lib/utils/layout-algorithms/overlap' {
  import type { DayLayoutFunction } from 'react-big-calendar';

  const overlap: DayLayoutFunction<object>;
  export default overlap;
}

import dayjs from 'dayjs';
import localeData from 'dayjs/plugin/localeData';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import utc from 'dayjs/plugin/utc';

// The plugins the app relies on, extended once. Zone conversions do not use dayjs's timezone
// plugin: it reads wall times back through the browser's own zone, which is an hour off when
// that wall time falls in the browser zone's daylight-saving gap (see zoned-time.ts).
dayjs.extend(utc);
dayjs.extend(localizedFormat);
dayjs.extend(localeData);

export default dayjs;
export type { Dayjs } from 'dayjs';

export { SpoofBar, SPOOF_BAR_COLOR } from './SpoofBar.tsx';

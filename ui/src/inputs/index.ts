export {
  AddressFinder,
  type AddressFinderProps,
  type AddressFinderMode,
} from './AddressFinder.tsx';
export {
  httpPlacesAdapter,
  manualPlacesAdapter,
  type PlacesAdapter,
  type PlaceSuggestion,
} from './places-adapter.ts';
export { AUTOCOMPLETE_PAUSE_MS } from './usePlaceSearch.ts';
export { PhoneInput, type PhoneInputProps } from './PhoneInput.tsx';
export { TimeZoneSelect, timeZoneLabel, type TimeZoneSelectProps } from './TimeZoneSelect.tsx';
export { EmailListField, type EmailListFieldProps } from './EmailListField.tsx';
export { DateInput, type DateInputProps, type NotBeforeToday } from './DateInput.tsx';

import { SearchInput } from 'react-admin';

/**
 * The search box every list offers first: the API's `query` filter, always shown. Without a
 * placeholder, react-admin's own ("Search").
 */
export function searchFilter(placeholder?: string) {
  return (
    <SearchInput key="query" source="query" alwaysOn {...(placeholder ? { placeholder } : {})} />
  );
}

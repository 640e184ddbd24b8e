import { Link as MuiLink } from '@mui/material';
import type { ReactNode } from 'react';
import { useCreatePath, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * A link to a record's show page, built by react-admin under the back-office's base path
 * (the router has no basename, so a bare `/students/1/show` would leave /admin).
 */
export function ShowLink({
  resource,
  id,
  children,
}: {
  resource: string;
  id: Identifier;
  children: ReactNode;
}) {
  const createPath = useCreatePath();
  return (
    <MuiLink
      component={Link}
      to={createPath({ resource, id, type: 'show' })}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </MuiLink>
  );
}

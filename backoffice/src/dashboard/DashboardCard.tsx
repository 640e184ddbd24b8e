import { useId, type ReactElement, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Link as MuiLink,
  List,
  ListItem,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import {
  Link,
  useCanAccess,
  useCreatePath,
  useGetList,
  useResourceDefinitions,
  type RaRecord,
  type SortPayload,
} from 'react-admin';

/** How many records a card previews under its count. */
export const PREVIEW_SIZE = 3;

/** One previewed record: a line, an optional second line, and where it leads. */
export interface PreviewLine {
  primary: ReactNode;
  secondary?: ReactNode;
  to?: string;
}

export interface DashboardCardProps<R extends RaRecord> {
  title: string;
  icon: ReactElement;
  /** The list this card counts; the card links into it with the same filter. */
  resource: string;
  filter: Record<string, unknown>;
  sort?: SortPayload;
  /** Passed to the data provider (e.g. `{ include: 'course' }` for the preview). */
  meta?: Record<string, unknown>;
  /** Under the count: "sessions start today with no tutor". */
  caption(count: number): string;
  /** When nothing matches: "Every session today has a tutor." */
  emptyText: string;
  /** The work that brings the resource, for a back-office that does not have it yet. */
  arrivesWith: string;
  preview?(record: R): PreviewLine;
}

/**
 * A dashboard card: how many records of one list need attention, a few of them, and a link
 * into that list with the same filter. It says when the list is loading or failed (with a
 * retry), when nothing needs doing, when the resource is not in the back-office yet, and it
 * is left out for a user who may not list the resource.
 */
export function DashboardCard<R extends RaRecord>(props: DashboardCardProps<R>) {
  const definitions = useResourceDefinitions();
  if (!definitions[props.resource]?.hasList) {
    return (
      <CardFrame title={props.title} icon={props.icon}>
        <Typography color="text.secondary">Arrives with {props.arrivesWith}.</Typography>
      </CardFrame>
    );
  }
  return <AllowedCard {...props} />;
}

function AllowedCard<R extends RaRecord>(props: DashboardCardProps<R>) {
  const { canAccess } = useCanAccess({ action: 'list', resource: props.resource });
  if (canAccess !== true) return null;
  return <CountingCard {...props} />;
}

function CountingCard<R extends RaRecord>({
  title,
  icon,
  resource,
  filter,
  sort,
  meta,
  caption,
  emptyText,
  preview,
}: DashboardCardProps<R>) {
  const createPath = useCreatePath();
  const { data, total, isPending, error, refetch } = useGetList<R>(
    resource,
    { filter, sort, meta, pagination: { page: 1, perPage: preview ? PREVIEW_SIZE : 1 } },
    // One quiet retry, then the card says it failed and offers its own.
    { retry: 1 },
  );
  const listUrl = `${createPath({ resource, type: 'list' })}?${listQueryString(filter, sort)}`;

  if (isPending) {
    return (
      <CardFrame title={title} icon={icon} isBusy>
        <Skeleton variant="text" width={64} height={56} />
        <Skeleton variant="text" width="80%" />
      </CardFrame>
    );
  }
  if (error) {
    return (
      <CardFrame title={title} icon={icon}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Could not load this card.
        </Alert>
      </CardFrame>
    );
  }
  const count = total ?? data?.length ?? 0;
  if (count === 0) {
    return (
      <CardFrame title={title} icon={icon}>
        <Typography color="text.secondary">{emptyText}</Typography>
      </CardFrame>
    );
  }
  return (
    <CardFrame
      title={title}
      icon={icon}
      actions={
        <Button component={Link} to={listUrl} size="small">
          Open the list ({count})
        </Button>
      }
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
          {count}
        </Typography>
        <Typography color="text.secondary">{caption(count)}</Typography>
      </Stack>
      {preview && data && data.length > 0 ? (
        <List dense disablePadding aria-label={`${title}: first ${data.length}`}>
          {data.map((record) => {
            const line = preview(record);
            return (
              <ListItem key={record.id} disableGutters sx={{ display: 'block' }}>
                {line.to ? (
                  <MuiLink component={Link} to={line.to} underline="hover">
                    {line.primary}
                  </MuiLink>
                ) : (
                  <Typography variant="body2">{line.primary}</Typography>
                )}
                {line.secondary ? (
                  <Typography variant="body2" color="text.secondary">
                    {line.secondary}
                  </Typography>
                ) : null}
              </ListItem>
            );
          })}
        </List>
      ) : null}
    </CardFrame>
  );
}

/** react-admin's list URL parameters: the filter (JSON) and, when given, the sort. */
export function listQueryString(filter: Record<string, unknown>, sort?: SortPayload): string {
  const params = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (sort) {
    params.set('sort', sort.field);
    params.set('order', sort.order);
  }
  return params.toString();
}

function CardFrame({
  title,
  icon,
  isBusy = false,
  actions,
  children,
}: {
  title: string;
  icon: ReactElement;
  isBusy?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      aria-busy={isBusy}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
            {icon}
          </Box>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
      {actions ? <CardActions sx={{ px: 2, pb: 2 }}>{actions}</CardActions> : null}
    </Card>
  );
}

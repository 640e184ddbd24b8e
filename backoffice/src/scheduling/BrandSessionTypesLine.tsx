import { Chip, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { TUTORING_SESSION_TYPE, type SessionTypeRecord } from '@tp/domain';

/**
 * The brand's session types (GET /session_types?brandId), with the one a booking creates: the
 * brand's Tutoring type, online first, as the booking engine picks it.
 */
export function BrandSessionTypesLine({ brandId }: { brandId: number | null }) {
  const { data: types = [], isPending } = useGetList<SessionTypeRecord>(
    'session_types',
    {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: { brandId },
    },
    { enabled: brandId !== null },
  );
  if (brandId === null || isPending) return null;
  const used = [...types]
    .filter((type) => type.sessionClass === TUTORING_SESSION_TYPE)
    .sort((a, b) => Number(b.online) - Number(a.online) || a.id - b.id)[0];
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" color="text.secondary">
        Session type:{' '}
        <strong>{used ? used.name : 'Tutoring (the brand declares no Tutoring type)'}</strong>
      </Typography>
      {types.length > 0 ? (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
            The brand&apos;s types:
          </Typography>
          {types.map((type) => (
            <Chip
              key={type.id}
              size="small"
              label={`${type.name}${type.online ? '' : ' (in person)'}`}
              color={type.id === used?.id ? 'primary' : 'default'}
              variant={type.id === used?.id ? 'filled' : 'outlined'}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

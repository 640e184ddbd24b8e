import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { formatPhone, phoneKindOf } from '@tp/domain';

interface ContactCardProps {
  /** What the person is to the family ("Your advisor"). */
  role: string;
  name: string | null;
  /** Shown when there is nobody in this role. */
  missing: string;
  detail?: string;
  email?: string | null;
  phone?: string | null;
  avatarUrl?: string | null;
}

/** One person to contact: their role, name (and photo), e-mail and phone as links. */
export function ContactCard({
  role,
  name,
  missing,
  detail,
  email,
  phone,
  avatarUrl,
}: ContactCardProps) {
  const headingId = `contact-${role.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Typography id={headingId} variant="overline" component="h3" color="text.secondary">
          {role}
        </Typography>
        {name === null ? (
          <Typography variant="body2" color="text.secondary">
            {missing}
          </Typography>
        ) : (
          <Stack spacing={1}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              {avatarUrl !== undefined ? (
                <Avatar src={avatarUrl ?? undefined} alt={name}>
                  {name.charAt(0)}
                </Avatar>
              ) : null}
              <div>
                <Typography variant="subtitle1" component="p">
                  {name}
                </Typography>
                {detail ? (
                  <Typography variant="body2" color="text.secondary">
                    {detail}
                  </Typography>
                ) : null}
              </div>
            </Stack>
            {email ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <EmailOutlinedIcon fontSize="small" color="action" aria-hidden />
                <Link href={`mailto:${email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {email}
                </Link>
              </Stack>
            ) : null}
            {phone ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PhoneOutlinedIcon fontSize="small" color="action" aria-hidden />
                <Link href={`tel:${phone}`} variant="body2">
                  {formatPhone(phone, phoneKindOf(phone))}
                </Link>
              </Stack>
            ) : null}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

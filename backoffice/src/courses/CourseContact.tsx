import { Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Course } from '@tp/domain';
import { ContactMessages } from '../messages/ContactMessages.tsx';

/** The brand contact's fields, when brands carry them (read leniently: name, email, phone). */
function brandContact(course: Course) {
  const brand = (course.brand ?? {}) as Record<string, unknown>;
  const contact = (brand.contact ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const name =
    text(contact.fullName) ??
    ([text(contact.firstName), text(contact.lastName)].filter(Boolean).join(' ') || null);
  return { name, email: text(contact.email), phone: text(contact.phone) };
}

/**
 * The contact tab (spec §2: "brand contact name, email and phone, plus the course's message
 * list").
 */
export function CourseContact() {
  const course = useRecordContext<Course>();
  if (!course) return null;
  const contact = brandContact(course);
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="subtitle2" component="h3">
          Brand contact ({course.brand?.name ?? 'brand'})
        </Typography>
        {contact.name || contact.email || contact.phone ? (
          <Stack>
            {contact.name ? <Typography>{contact.name}</Typography> : null}
            {contact.email ? (
              <Typography>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </Typography>
            ) : null}
            {contact.phone ? (
              <Typography>
                <a href={`tel:${contact.phone}`}>{contact.phone}</a>
              </Typography>
            ) : null}
          </Stack>
        ) : (
          <Typography color="text.secondary">This brand has no contact yet.</Typography>
        )}
      </div>
      <div>
        <Typography variant="subtitle2" component="h3">
          Messages
        </Typography>
        <ContactMessages regardingType="Course" name={course.title || course.name} />
      </div>
    </Stack>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  DateInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
  useGetOne,
} from 'react-admin';
import { useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import {
  ENROLLMENT_LIMIT_MAX,
  enrollmentStartErrors,
  type CalendarDate,
  type Course,
  type Student,
  type Tutor,
} from '@tp/domain';
import { formatCourseDate } from '../courses/courseDates.ts';
import { ENROLLMENT_TYPE_CHOICES } from './enrollmentLabels.ts';

const searchBy = (query: string) => ({ query });
const courseTitle = (course: Course) => course.title;
const studentName = (student: Student) => student.fullName;
const tutorName = (tutor: Tutor) => `${tutor.firstName} ${tutor.lastName ?? tutor.lastInitial}`;

/** The course to enroll in: published or unpublished, never a canceled one. */
export function CourseInput({ disabled = false }: { disabled?: boolean }) {
  return (
    <ReferenceInput
      source="courseId"
      reference="courses"
      perPage={25}
      sort={{ field: 'title', order: 'ASC' }}
      filter={{ status: ['published', 'unpublished'] }}
    >
      <AutocompleteInput
        label="Course"
        optionText={courseTitle}
        filterToQuery={searchBy}
        disabled={disabled}
        fullWidth
      />
    </ReferenceInput>
  );
}

export function StudentInput() {
  return (
    <ReferenceInput source="studentId" reference="students" perPage={25}>
      <AutocompleteInput
        label="Student"
        optionText={studentName}
        filterToQuery={searchBy}
        fullWidth
      />
    </ReferenceInput>
  );
}

export function StudentsInput() {
  return (
    <ReferenceArrayInput source="studentIds" reference="students" perPage={25}>
      <AutocompleteArrayInput
        label="Students"
        optionText={studentName}
        filterToQuery={searchBy}
        fullWidth
      />
    </ReferenceArrayInput>
  );
}

/** The chosen course's dates, which an enrollment's start must lie within. */
interface CourseDates {
  startsAt: CalendarDate | null;
  endsAt: CalendarDate | null;
}
/** Where the start input leaves the chosen course's dates for the form's resolver. */
export type CourseDatesRef = RefObject<CourseDates | null>;

/**
 * The enrollee form's resolver: the payload schema (domain's, as the server's), then domain's
 * enrollmentStartErrors against the chosen course's dates (the rule the server enforces), so a
 * start outside them is shown on the field before anything is sent. The start input leaves the
 * course's dates in `courseDatesRef`.
 */
export function useEnrolleeResolver(schema: Parameters<typeof zodResolver>[0]): {
  resolver: Resolver<FieldValues>;
  courseDatesRef: CourseDatesRef;
} {
  const courseDatesRef = useRef<CourseDates | null>(null);
  const [resolver] = useState((): Resolver<FieldValues> => {
    const schemaResolver = zodResolver(schema) as unknown as Resolver<FieldValues>;
    return async (values, context, options) => {
      const result = await schemaResolver(values, context, options);
      const start: unknown = values.startsAt;
      const errors = { ...result.errors };
      const course = courseDatesRef.current;
      if (!course || typeof start !== 'string' || errors.startsAt) return result;
      const messages = enrollmentStartErrors(start, course).startsAt;
      if (!messages) return result;
      errors.startsAt = { type: 'custom', message: messages.join(', ') };
      return { values: {}, errors };
    };
  });
  return { resolver, courseDatesRef };
}

const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * The day the enrollment starts (spec §3 Enrollment startsAt): a calendar date, like its
 * course's, sent and shown as it is ("2026-03-02"), never through a time zone, so every viewer
 * reads the same day. The picker offers the chosen course's dates (its min and max; the forms
 * are noValidate, so a typed day outside them gets domain's sentence on the field, not the
 * browser's own bubble); left empty, the enrollment starts with its course.
 */
export function StartsOnInput({ courseDatesRef }: { courseDatesRef?: CourseDatesRef }) {
  const courseId = useWatch({ name: 'courseId' }) as number | null | undefined;
  const { data: course } = useGetOne<Course>(
    'courses',
    { id: courseId! },
    { enabled: typeof courseId === 'number' },
  );
  const dates = course && course.id === courseId ? course : null;
  const [startsOn, endsOn] = [dates?.startsAt ?? null, dates?.endsAt ?? null];
  const isKnown = dates !== null;
  useEffect(() => {
    if (courseDatesRef)
      courseDatesRef.current = isKnown ? { startsAt: startsOn, endsAt: endsOn } : null;
  }, [courseDatesRef, isKnown, startsOn, endsOn]);
  const within = [startsOn, endsOn].map((date) => formatCourseDate(date) || '…');
  return (
    <DateInput
      source="startsAt"
      label="Starts on"
      parse={emptyAsNull}
      slotProps={{ htmlInput: { min: startsOn ?? undefined, max: endsOn ?? undefined } }}
      helperText={
        startsOn || endsOn
          ? `Within the course's dates, ${within.join(' to ')}. Empty: when the course starts`
          : 'Empty: when the course starts'
      }
    />
  );
}

/**
 * The enrollee form's choices: the tutor (spec §2 "Enrollee form: choose a tutor"), standard
 * or limited, the limit of attendances of a limited one, and the day it starts.
 */
export function EnrolleeChoices({ courseDatesRef }: { courseDatesRef?: CourseDatesRef }) {
  const type = useWatch({ name: 'type' }) as string | undefined;
  return (
    <>
      <ReferenceInput
        source="tutorId"
        reference="tutors"
        perPage={25}
        filter={{ active: true }}
        sort={{ field: 'id', order: 'ASC' }}
      >
        <AutocompleteInput
          label="Tutor"
          optionText={tutorName}
          filterToQuery={searchBy}
          helperText="Optional: the tutor who works with the student in this course"
          fullWidth
        />
      </ReferenceInput>
      <RadioButtonGroupInput source="type" label="Type" choices={ENROLLMENT_TYPE_CHOICES} />
      {type === 'LimitedEnrollment' ? (
        <NumberInput
          source="limitedAttendancesCount"
          label="Attendance limit"
          min={1}
          max={ENROLLMENT_LIMIT_MAX}
          helperText="Maxed out when the student's attendances reach it"
        />
      ) : null}
      <StartsOnInput courseDatesRef={courseDatesRef} />
    </>
  );
}

/** A standard enrollment carries no limit: drop one typed before switching back. */
export function withoutStaleLimit<T extends { type?: string; limitedAttendancesCount?: unknown }>(
  values: T,
): T {
  return values.type === 'LimitedEnrollment'
    ? values
    : { ...values, limitedAttendancesCount: null };
}

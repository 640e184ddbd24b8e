import {
  AutocompleteArrayInput,
  AutocompleteInput,
  DateInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  ENROLLMENT_LIMIT_MAX,
  calendarDateIn,
  parseIsoDate,
  startOfDayIn,
  type Course,
  type Student,
  type Tutor,
} from '@tp/domain';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
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

/**
 * The enrollment's start (spec §3 Enrollment startsAt) as the day it begins in the viewer's
 * zone, the zone the lists show it in: the form shows the stored instant as that day and
 * sends the start of the day picked. Left empty, the enrollment starts with its course.
 */
export function StartsOnInput() {
  const zone = useDisplayTimeZone();
  return (
    <DateInput
      source="startsAt"
      label="Starts on"
      format={(value: unknown) => {
        // react-admin hands an empty input '' (and a half-typed one a partial string).
        const instant = typeof value === 'string' || value instanceof Date ? new Date(value) : null;
        return instant && !Number.isNaN(instant.getTime()) ? calendarDateIn(instant, zone) : '';
      }}
      parse={(value: string) => {
        const day = parseIsoDate(value);
        return day ? startOfDayIn(day, zone).toISOString() : null;
      }}
      helperText="Empty: when the course starts"
    />
  );
}

/**
 * The enrollee form's choices: the tutor (spec §2 "Enrollee form: choose a tutor"), standard
 * or limited, the limit of attendances of a limited one, and the day it starts.
 */
export function EnrolleeChoices() {
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
      <StartsOnInput />
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

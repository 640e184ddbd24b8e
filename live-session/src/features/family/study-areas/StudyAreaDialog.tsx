import { useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  CONFIDENCE_LEVELS,
  goalScoreFromText,
  studyAreaFormSchema,
  takenSubjectIds,
  type StudyArea,
  type StudyAreaFormValues,
} from '@tp/domain';
import { useErrorToast, useUnsavedChanges } from '@tp/ui';
import { FormDialog } from '../../../lib/FormDialog.tsx';
import type { StudyAreasData } from './useStudyAreas.ts';
import { studyAreaFieldErrors, type StudyAreaChanges } from './study-areas-api.ts';
import { subjectFacts, testDateLabel } from './study-area-choices.ts';
import { setServerFieldErrors } from '../../../lib/server-field-errors.ts';

const FORM_FIELDS = ['subjectId', 'testDateId', 'goalScore', 'confidenceLevel'] as const;

interface StudyAreaDialogProps {
  /** The study area edited, or null to add one. */
  area: StudyArea | null;
  data: StudyAreasData;
  onSave(changes: StudyAreaChanges): Promise<void>;
  onClose(): void;
}

/** A field's message after its label, as the server's 422 reads ("Goal score can't be blank"). */
function fieldMessage(label: string, error: FieldError | undefined): string | undefined {
  return error?.message ? `${label} ${error.message}` : undefined;
}

function valuesOf(area: StudyArea | null): StudyAreaFormValues {
  return {
    subjectId: area?.subjectId ?? null,
    testDateId: area?.testDateId ?? null,
    goalScore: area?.goalScore ?? null,
    confidenceLevel: area?.confidenceLevel ?? null,
  };
}

/**
 * Add or edit a study area (spec §5): the subject (those the student already has disabled,
 * except this one), then for test prep the test date (when the subject has dates) and the
 * goal score, and the confidence level (required unless test prep). Checked with the rules
 * the server applies; the server's 422 lands on its field.
 */
export function StudyAreaDialog({ area, data, onSave, onClose }: StudyAreaDialogProps) {
  const factsOf = useMemo(() => subjectFacts(data.subjects, data.testDates), [data]);
  const taken = useMemo(() => takenSubjectIds(data.areas, area?.id ?? null), [data, area]);
  const toastError = useErrorToast();
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { isDirty, isSubmitting, errors },
  } = useForm<StudyAreaFormValues>({
    defaultValues: valuesOf(area),
    resolver: zodResolver(studyAreaFormSchema(factsOf)),
  });
  const { confirmDiscard } = useUnsavedChanges(isDirty && !isSubmitting);
  const close = () => confirmDiscard(onClose);
  const subjectId = useWatch({ control, name: 'subjectId' });
  const facts = subjectId === null ? null : factsOf(subjectId);
  const subjectDates = data.testDates.filter((d) => d.subjectId === subjectId);

  const submit = async (values: StudyAreaFormValues) => {
    const isTestPrep = facts?.isTestPrep ?? false;
    try {
      await onSave({
        subjectId: values.subjectId!,
        // What the subject does not use is sent empty (the server drops it too).
        testDateId: isTestPrep ? values.testDateId : null,
        goalScore: isTestPrep ? values.goalScore : null,
        confidenceLevel: values.confidenceLevel,
      });
    } catch (error) {
      const fieldErrors = studyAreaFieldErrors(error);
      if (!fieldErrors) {
        toastError(error);
        return;
      }
      setServerFieldErrors(setError, fieldErrors, FORM_FIELDS);
    }
  };

  return (
    <FormDialog
      title={area ? 'Edit study area' : 'Add a study area'}
      formId="study-area-form"
      isSubmitting={isSubmitting}
      rootError={errors.root?.message}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      onClose={close}
    >
      <Controller
        name="subjectId"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Subject"
            required
            fullWidth
            name={field.name}
            inputRef={field.ref}
            value={field.value === null ? '' : String(field.value)}
            onChange={(event) => {
              field.onChange(Number(event.target.value));
              // A date belongs to one subject: a new subject starts without one.
              setValue('testDateId', null);
            }}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldMessage('Subject', fieldState.error)}
          >
            {data.subjects.map((subject) => (
              <MenuItem
                key={subject.id}
                value={String(subject.id)}
                disabled={taken.has(subject.id)}
              >
                {subject.name}
                {taken.has(subject.id) ? ' (already added)' : ''}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {facts?.isTestPrep && subjectDates.length > 0 && (
        <Controller
          name="testDateId"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Test date"
              required
              fullWidth
              name={field.name}
              inputRef={field.ref}
              value={field.value === null ? '' : String(field.value)}
              onChange={(event) => field.onChange(Number(event.target.value))}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldMessage('Test date', fieldState.error)}
            >
              {subjectDates.map((testDate) => (
                <MenuItem key={testDate.id} value={String(testDate.id)}>
                  {testDateLabel(testDate)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      {facts?.isTestPrep && (
        <Controller
          name="goalScore"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              label="Goal score"
              required
              fullWidth
              name={field.name}
              inputRef={field.ref}
              value={field.value === null ? '' : String(field.value)}
              onChange={(event) => field.onChange(goalScoreFromText(event.target.value))}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={
                fieldMessage('Goal score', fieldState.error) ?? 'Up to 4 digits, 0 to 9999'
              }
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            />
          )}
        />
      )}
      {facts && (
        <Controller
          name="confidenceLevel"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required={!facts.isTestPrep}>
              <FormLabel id="confidence-level-label">How do you feel about this subject?</FormLabel>
              <RadioGroup
                aria-labelledby="confidence-level-label"
                name={field.name}
                value={field.value === null ? '' : String(field.value)}
                onChange={(event) => field.onChange(Number(event.target.value))}
              >
                {CONFIDENCE_LEVELS.map(({ level, label }) => (
                  <FormControlLabel
                    key={level}
                    value={String(level)}
                    control={<Radio />}
                    label={label}
                  />
                ))}
              </RadioGroup>
              {fieldState.error && (
                <FormHelperText>
                  {fieldMessage('Confidence level', fieldState.error)}
                </FormHelperText>
              )}
            </FormControl>
          )}
        />
      )}
    </FormDialog>
  );
}

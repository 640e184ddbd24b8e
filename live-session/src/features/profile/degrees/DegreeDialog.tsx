import { Controller, useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  tutorDegreeChanges,
  tutorDegreeFormSchema,
  type DegreeLevel,
  type TutorDegree,
  type TutorDegreeChanges,
  type TutorDegreeFormValues,
} from '@tp/domain';
import { useErrorToast, useUnsavedChanges } from '@tp/ui';
import { FormDialog } from '../../../lib/FormDialog.tsx';
import { refusedFieldErrors, setServerFieldErrors } from '../../../lib/server-field-errors.ts';

const FORM_FIELDS = ['institution', 'degreeLevel', 'fieldOfStudy', 'graduationYear'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const LABELS: Record<FormField, string> = {
  institution: 'Institution',
  degreeLevel: 'Degree',
  fieldOfStudy: 'Field of study',
  graduationYear: 'Graduation year',
};

interface DegreeDialogProps {
  /** The degree edited, or null to add one. */
  degree: TutorDegree | null;
  levels: readonly DegreeLevel[];
  onSave(changes: TutorDegreeChanges): Promise<void>;
  onClose(): void;
}

function valuesOf(degree: TutorDegree | null): TutorDegreeFormValues {
  return {
    institution: degree?.institution ?? '',
    degreeLevel: degree?.degreeLevel ?? '',
    fieldOfStudy: degree?.fieldOfStudy ?? '',
    graduationYear: degree?.graduationYear === null || !degree ? '' : String(degree.graduationYear),
  };
}

/** A field's message after its label, as the server's 422 reads ("Institution can't be blank"). */
function fieldMessage(field: FormField, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : `${LABELS[field]} ${error.message}`;
}

/**
 * Add or edit one of the tutor's degrees: where, which level (GET /degree_levels), the field
 * and the year. Checked with domain's form schema; the server's 422 lands on its field.
 */
export function DegreeDialog({ degree, levels, onSave, onClose }: DegreeDialogProps) {
  const toastError = useErrorToast();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty, isSubmitting, errors },
  } = useForm<TutorDegreeFormValues>({
    defaultValues: valuesOf(degree),
    resolver: zodResolver(tutorDegreeFormSchema, undefined, { raw: true }),
  });
  const { confirmDiscard } = useUnsavedChanges(isDirty && !isSubmitting);
  const close = () => confirmDiscard(onClose);

  const submit = async (values: TutorDegreeFormValues) => {
    try {
      await onSave(tutorDegreeChanges(values));
    } catch (error) {
      const fieldErrors = refusedFieldErrors(error);
      if (!fieldErrors) {
        toastError(error);
        return;
      }
      setServerFieldErrors(setError, fieldErrors, FORM_FIELDS, (field) => LABELS[field]);
    }
  };

  const text = (field: Exclude<FormField, 'degreeLevel'>, extra: { required?: boolean } = {}) => (
    <Controller
      name={field}
      control={control}
      render={({ field: input, fieldState }) => (
        <TextField
          label={LABELS[field]}
          required={extra.required}
          fullWidth
          {...input}
          inputRef={input.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(field, fieldState.error)}
          slotProps={
            field === 'graduationYear'
              ? { htmlInput: { inputMode: 'numeric', maxLength: 4 } }
              : { htmlInput: { maxLength: 191 } }
          }
        />
      )}
    />
  );

  return (
    <FormDialog
      title={degree ? 'Edit degree' : 'Add a degree'}
      formId="degree-form"
      isSubmitting={isSubmitting}
      rootError={errors.root?.message}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      onClose={close}
    >
      {text('institution', { required: true })}
      <Controller
        name="degreeLevel"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            label={LABELS.degreeLevel}
            required
            fullWidth
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldMessage('degreeLevel', fieldState.error)}
          >
            {levels.map((level) => (
              <MenuItem key={level.id} value={level.id}>
                {level.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {text('fieldOfStudy')}
      {text('graduationYear')}
    </FormDialog>
  );
}

import { Controller, useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NAME_MAX_LENGTH, profileChanges, type AuthUser } from '@tp/domain';
import { PhoneInput, TimeZoneSelect, useErrorToast, useUnsavedChanges } from '@tp/ui';
import { profileFieldErrors, type ProfileValues } from './profile-api.ts';

/** The profile payload with every field present, as the form always sends all four. */
const profileFields = profileChanges.required();

/** A name's message: the schema's rule after the field's label ("First name can't be blank"). */
function nameMessage(label: string, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : `${label} ${error.message}`;
}

export function profileValuesOf(user: AuthUser): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    timeZone: user.timeZone ?? '',
  };
}

interface ProfileFormProps {
  user: AuthUser;
  /**
   * Saves the values. A 422 rejection puts the server's messages on their fields; any other
   * failure is toasted.
   */
  onSave(values: ProfileValues): Promise<void>;
}

/**
 * Name, phone and time zone of the user's own profile, checked before they are sent with
 * domain's profileChanges, the schema PUT /api/profile.json validates with.
 */
export function ProfileForm({ user, onSave }: ProfileFormProps) {
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isDirty, isSubmitting, isSubmitted },
  } = useForm<ProfileValues>({
    defaultValues: profileValuesOf(user),
    // The values are sent as typed; the server trims and normalises them as the schema says.
    resolver: zodResolver(profileFields, undefined, { raw: true }),
  });
  const toastError = useErrorToast();
  // Changed and not being saved: leaving asks first. A save makes the saved values the form's own.
  useUnsavedChanges(isDirty && !isSubmitting);

  const submit = async (values: ProfileValues) => {
    try {
      await onSave(values);
      reset(values);
    } catch (error) {
      const fieldErrors = Object.entries(profileFieldErrors(error));
      if (fieldErrors.length === 0) {
        toastError(error);
        return;
      }
      for (const [field, message] of fieldErrors) {
        setError(field as keyof ProfileValues, { type: 'server', message });
      }
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      sx={{ maxWidth: 480 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          name="firstName"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="First name"
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={nameMessage('First name', fieldState.error)}
              slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
            />
          )}
        />
        <Controller
          name="lastName"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Last name"
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={nameMessage('Last name', fieldState.error)}
              slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
            />
          )}
        />
      </Stack>
      <Controller
        name="phone"
        control={control}
        render={({ field, fieldState }) => (
          <PhoneInput
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            showErrors={isSubmitted}
            error={fieldState.error?.type === 'server' ? fieldState.error.message : undefined}
          />
        )}
      />
      <Controller
        name="timeZone"
        control={control}
        render={({ field, fieldState }) => (
          <TimeZoneSelect
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            showErrors={isSubmitted}
            error={fieldState.error?.type === 'server' ? fieldState.error.message : undefined}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={isSubmitting}
        sx={{ alignSelf: 'flex-start' }}
      >
        {isSubmitting ? 'Saving…' : 'Save'}
      </Button>
    </Stack>
  );
}

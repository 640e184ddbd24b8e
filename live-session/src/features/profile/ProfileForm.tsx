import { Controller, useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { validateStoredPhone, validateTimeZone, type AuthUser } from '@tp/domain';
import { PhoneInput, TimeZoneSelect, useErrorToast } from '@tp/ui';
import { profileFieldErrors, type ProfileValues } from './profile-api.ts';

const NAME_MAX_LENGTH = 100;

function nameRules(label: string) {
  return {
    validate: (value: string) => {
      const name = value.trim();
      if (name === '') return `${label} can't be blank`;
      if (name.length > NAME_MAX_LENGTH)
        return `${label} is too long (maximum is ${NAME_MAX_LENGTH} characters)`;
      return true;
    },
  };
}

/** Domain's rule (null = acceptable) as react-hook-form's validate (true = acceptable). */
const ruleOf = (rule: (value: string) => string | null) => (value: string) => rule(value) ?? true;

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
 * Name, phone and time zone of the user's own profile, checked with the rules the server uses
 * (domain's phone and time zone rules) before they are sent.
 */
export function ProfileForm({ user, onSave }: ProfileFormProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, isSubmitted },
  } = useForm<ProfileValues>({ defaultValues: profileValuesOf(user) });
  const toastError = useErrorToast();

  const submit = async (values: ProfileValues) => {
    try {
      await onSave(values);
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
          rules={nameRules('First name')}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="First name"
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
            />
          )}
        />
        <Controller
          name="lastName"
          control={control}
          rules={nameRules('Last name')}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Last name"
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
            />
          )}
        />
      </Stack>
      <Controller
        name="phone"
        control={control}
        rules={{ validate: ruleOf((value) => validateStoredPhone(value)) }}
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
        rules={{ validate: ruleOf((value) => validateTimeZone(value)) }}
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

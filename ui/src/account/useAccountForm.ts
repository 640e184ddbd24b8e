import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * react-hook-form over one of domain's payload schemas, as the account forms use it: the
 * fields are checked by the schema the server validates with, on submit; typing in a field
 * only clears its message; `isInvalid` says the last submit was refused by the schema (the
 * form's notice stays until the next submit, as spec §5 shows it); `serverError` holds the
 * sentence of a refused call until the next submit.
 */
export function useAccountForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  const [isInvalid, setIsInvalid] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const isProcessing = form.formState.isSubmitting;

  /** An AccountTextField's props for a field: registered, its message cleared as one types. */
  const fieldProps = (name: Path<z.input<Schema>>) => {
    const { ref, onChange, ...registered } = form.register(name);
    return {
      ...registered,
      inputRef: ref,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        form.clearErrors(name);
        return onChange(event);
      },
      disabled: isProcessing,
    };
  };

  /** The form's submit handler: `send` runs with the parsed values once the schema accepts them. */
  const submitWith = (send: (values: z.output<Schema>) => Promise<void>) => {
    const handle = form.handleSubmit(
      async (values) => {
        setIsInvalid(false);
        await send(values);
      },
      () => setIsInvalid(true),
    );
    return (event: FormEvent<HTMLFormElement>) => {
      setServerError(null);
      void handle(event);
    };
  };

  return { form, fieldProps, submitWith, isInvalid, isProcessing, serverError, setServerError };
}

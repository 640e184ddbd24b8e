import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { serverErrorSentence } from './server-error.ts';
// Types only: the module itself loads on demand (accountSchemaLoader).
import type * as accountSchemas from './account-schemas.ts';

/**
 * Where an account form's schema comes from: a loader (`() => import(...)`), so the schema and
 * zod, about 22 KB, download when the person first types or submits, not with the page (the
 * sign-in page is the product's most opened).
 */
export type SchemaLoader<Schema> = () => Promise<Schema>;

type AccountSchemas = typeof accountSchemas;

/** The loader of one of the account forms' schemas (account-schemas.ts, loaded on first use). */
export function accountSchemaLoader<Name extends keyof AccountSchemas>(
  name: Name,
): SchemaLoader<AccountSchemas[Name]> {
  return () => import('./account-schemas.ts').then((schemas) => schemas[name]);
}

/**
 * react-hook-form over one of domain's payload schemas, as the account forms use it: the
 * fields are checked by the schema the server validates with, on submit; typing in a field
 * only clears its message; `isInvalid` says the last submit was refused by the schema (the
 * form's notice stays until the next submit, as spec §5 shows it); `serverError` holds the
 * sentence of a refused call until the next submit. The schema loads with the first change to a
 * field, and a submit waits for it.
 */
export function useAccountForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: SchemaLoader<Schema>,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  const resolverRef = useRef<Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>>>(null);
  const loadResolver = useCallback(() => {
    resolverRef.current ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema),
    );
    return resolverRef.current;
  }, [loadSchema]);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: async (values, context, options) => (await loadResolver())(values, context, options),
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
        // The schema starts loading with the first keystroke (or a password manager's fill),
        // not on focus: the forms focus a field as they open. A failed load shows at submit.
        void loadResolver().catch(() => undefined);
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
      // `send` reports its own failures; what reaches here is the schema that did not load
      // (offline): the form says so, as for a call that could not be made.
      handle(event).catch((error: unknown) => setServerError(serverErrorSentence(error)));
    };
  };

  return { form, fieldProps, submitWith, isInvalid, isProcessing, serverError, setServerError };
}

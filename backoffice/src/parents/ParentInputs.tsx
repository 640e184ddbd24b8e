import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack } from '@mui/material';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, SelectInput, TextInput, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import { AddressFinder, TimeZoneSelect } from '@tp/ui';
import {
  DEFAULT_PARENT_STATUS,
  emptyAddress,
  isAddressBlank,
  isStatusOfType,
  parentForm,
  type Address,
  type ParentType,
} from '@tp/domain';
import { usePlacesAdapter } from '../address/usePlacesAdapter.ts';
import { PARENT_TYPE_CHOICES, statusChoices } from './parentChoices.ts';

/**
 * The parent forms validate with the rules the server runs (domain's `parentForm`: required
 * name, e-mail and time zone, a status of the type, an all-or-none address); the server's
 * 422s (e-mail taken, a student's e-mail) land on the same fields.
 */
export const parentResolver = zodResolver(parentForm);

const emptyAsNull = (value: string | null) => (value ? value : null);

/** What the form sends: a blank address is no address. */
export function parentTransform<T extends { address?: Address | null }>(values: T): T {
  const address = values.address;
  return { ...values, address: address && !isAddressBlank(address) ? address : null };
}

/** GET /parents/referral_sources: the sources the form offers. */
function useReferralSources(): string[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [sources, setSources] = useState<string[]>([]);
  useEffect(() => {
    let isCurrent = true;
    dataProvider
      .action('parents', 'referralSources')
      .then(({ data }) => {
        if (isCurrent) setSources(data);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [dataProvider]);
  return sources;
}

/**
 * The statuses of the chosen type. Changing the type moves a status the new type does not
 * have to that type's default (a lead's Pre-Conversation is no customer's status), so the
 * select never holds a value it does not offer.
 */
function StatusInput() {
  const type = useWatch<{ type?: ParentType }>({ name: 'type' }) ?? 'Customer';
  const { getValues, setValue } = useFormContext<{ status?: string }>();
  useEffect(() => {
    const status = getValues('status');
    if (status && !isStatusOfType(type, status))
      setValue('status', DEFAULT_PARENT_STATUS[type], { shouldDirty: true });
  }, [type, getValues, setValue]);
  return <SelectInput source="status" choices={statusChoices(type)} />;
}

function TimeZoneInput() {
  const { field, fieldState } = useController<{ timeZone: string }, 'timeZone'>({
    name: 'timeZone',
  });
  const { isSubmitted } = useFormState();
  return (
    <TimeZoneSelect
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      showErrors={isSubmitted}
      error={fieldState.error?.message}
      name="timeZone"
    />
  );
}

/**
 * Spec §3: the address, its country the United States by default, from the shared address
 * finder: the places lookup is offered, and typing it by hand is allowed (optional here).
 */
function AddressInput() {
  const { field, fieldState } = useController<{ address: Address | null }, 'address'>({
    name: 'address',
  });
  const { isSubmitted } = useFormState();
  const places = usePlacesAdapter();
  return (
    // Room from the time zone above and, below "Reset search", the referral source.
    <Box sx={{ mt: 1, mb: 2 }}>
      <AddressFinder
        adapter={places}
        value={field.value ?? emptyAddress()}
        onChange={field.onChange}
        onBlur={field.onBlur}
        showErrors={isSubmitted}
        error={fieldState.error?.message}
        required={false}
        label="Address"
      />
    </Box>
  );
}

/** The contact's fields, shared by Create and Edit. */
export function ParentInputs() {
  const sources = useReferralSources();
  return (
    <Stack sx={{ width: '100%', maxWidth: 720 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <SelectInput source="type" choices={PARENT_TYPE_CHOICES} />
        <StatusInput />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <TextInput source="firstName" label="First name" />
        <TextInput source="lastName" label="Last name" />
      </Stack>
      <TextInput source="email" label="E-mail" type="email" fullWidth />
      <TextInput source="phone" label="Phone" parse={emptyAsNull} />
      <TimeZoneInput />
      <AddressInput />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <SelectInput
          source="source"
          label="Referral source"
          choices={sources.map((source) => ({ id: source, name: source }))}
          parse={emptyAsNull}
        />
        <TextInput source="sourceLink" label="Source link" parse={emptyAsNull} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <NumberInput source="npsScore" label="NPS (0-10)" min={0} max={10} />
        <NumberInput source="homeValue" label="Home value (thousands)" min={0} />
      </Stack>
      <BooleanInput source="vip" label="VIP" />
    </Stack>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { InputAdornment, Stack, Typography } from '@mui/material';
import { useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  BooleanInput,
  NumberInput,
  RadioButtonGroupInput,
  TextInput,
  useRecordContext,
} from 'react-admin';
import {
  COUPON_DOLLARS_MAX,
  couponCreate,
  couponShapeErrors,
  type CouponRecord,
  type CouponValues,
} from '@tp/domain';
import { UNIT_CHOICES } from './couponLabels.ts';
import { ZonedDateTimeInput } from './ZonedDateTimeInput.tsx';

type FormValues = Record<string, unknown> & CouponValues;

// Raw values: the form keeps what it holds (times as the ISO text read), the server parses.
const zod = zodResolver(couponCreate, undefined, { raw: true }) as unknown as Resolver<FormValues>;

/**
 * Domain's payload schema, then domain's rules on the coupon as a whole (a percentage from 1 to
 * 100, dollars to the cent, the window in order, a family's limit within the total), with the
 * messages of the server's 422, which checks the same and lands on the same fields.
 */
export const couponResolver: Resolver<FormValues> = async (values, context, options) => {
  const result = await zod(values, context, options);
  if (Object.keys(result.errors).length > 0) return result;
  const problems = couponShapeErrors(values);
  if (Object.keys(problems).length === 0) return result;
  const errors: FieldErrors<FormValues> = {};
  for (const [field, messages] of Object.entries(problems)) {
    errors[field] = { type: 'rule', message: messages.join(', ') };
  }
  return { values: {}, errors };
};

/** What a new coupon starts as: a percentage, switched on. */
export const COUPON_DEFAULTS = { unit: 'percentage', active: true };

/** Codes are kept upper-case (the charge matches them so): the field shows them so as typed. */
const upperCase = (value: string) => value.toUpperCase();

function AmountInput() {
  const unit = useWatch<{ unit?: string }>({ name: 'unit' });
  const isPercentage = unit === 'percentage';
  const adornment = isPercentage
    ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
    : { startAdornment: <InputAdornment position="start">$</InputAdornment> };
  return (
    <NumberInput
      source="amount"
      label="Amount off"
      helperText={
        isPercentage
          ? 'A whole percentage, 1 to 100'
          : `Dollars, to the cent; at most $${COUPON_DOLLARS_MAX.toLocaleString('en-US')}`
      }
      slotProps={{ input: adornment }}
    />
  );
}

/**
 * A coupon in use keeps its code (payments count against it by code): the server refuses a new
 * one with a 422 on the field, and the helper says so before anyone tries.
 */
function CodeInput() {
  const record = useRecordContext<CouponRecord>();
  const isUsed = (record?.usesCount ?? 0) > 0;
  return (
    <TextInput
      source="code"
      parse={upperCase}
      readOnly={isUsed}
      helperText={
        isUsed
          ? 'Payments used this code, so it stays: create a new coupon for a new code.'
          : 'Letters, digits, - and _. Families may type it in any case.'
      }
    />
  );
}

function UsesCount() {
  const record = useRecordContext<CouponRecord>();
  if (!record) return null;
  const payments = record.usesCount === 1 ? '1 payment' : `${record.usesCount} payments`;
  return (
    <Typography variant="body2" color="text.secondary">
      Used on {payments} so far.
    </Typography>
  );
}

/** The coupon's fields, shared by Create and Edit. */
export function CouponInputs() {
  return (
    <>
      <CodeInput />
      <RadioButtonGroupInput source="unit" label="Discount in" choices={UNIT_CHOICES} />
      <AmountInput />
      <BooleanInput
        source="active"
        label="Active"
        helperText="Inactive: every order refuses it. Deactivate a coupon rather than delete it."
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <ZonedDateTimeInput source="startsAt" label="Valid from" helperText="Empty: right away" />
        <ZonedDateTimeInput source="expiresAt" label="Expires at" helperText="Empty: never" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <NumberInput
          source="maxUses"
          label="Uses in all"
          helperText="Orders it may be used on; empty: no limit"
          min={1}
        />
        <NumberInput
          source="maxUsesPerFamily"
          label="Uses per family"
          helperText="Orders one family may use it on; empty: no limit"
          min={1}
        />
      </Stack>
      <UsesCount />
    </>
  );
}

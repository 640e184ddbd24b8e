import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { ChangeEvent, ReactNode } from 'react';
import { useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  BooleanInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import {
  applyPaymentType,
  applyReviewUnit,
  applyToggle,
  applyTrial,
  BRAND_RULE_DEFAULTS,
  brandCreate,
  brandRuleErrors,
  hasTrial,
  normalizeBrandRules,
  type BrandPaymentType,
  type BrandPricing,
  type BrandRuleFields,
  type BrandToggle,
} from '@tp/domain';
import { ACTIVE_CHOICES, INTERVAL_UNIT_CHOICES, PAYMENT_TYPE_CHOICES } from './brandChoices.ts';
import { useBrandRule } from './useBrandRule.ts';

type FormValues = Record<string, unknown>;
const zod = zodResolver(brandCreate) as unknown as Resolver<FormValues>;

/** Sets `message` at a dotted path of react-hook-form's nested errors. */
function setError(errors: Record<string, unknown>, path: string, message: string) {
  const parts = path.split('.');
  let node = errors;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts.at(-1)!] = { type: 'rule', message };
}

/**
 * Domain's payload schema, then domain's brand rules on the brand as it will be saved (what
 * the server checks too: an on toggle needs its interval, a payment type its pricing).
 */
export const brandResolver: Resolver<FormValues> = async (values, context, options) => {
  const result = await zod(values, context, options);
  if (Object.keys(result.errors).length > 0) return result;
  const rules = normalizeBrandRules({ ...BRAND_RULE_DEFAULTS, ...values } as BrandRuleFields);
  const ruleErrors = brandRuleErrors(rules);
  if (Object.keys(ruleErrors).length === 0) return result;
  const errors: Record<string, unknown> = {};
  for (const [path, messages] of Object.entries(ruleErrors))
    setError(errors, path, messages.join(', '));
  return { values: {}, errors: errors as FieldErrors<FormValues> };
};

const checked = (event: ChangeEvent<HTMLInputElement> | boolean) =>
  typeof event === 'boolean' ? event : event.target.checked;

/** A toggle of spec §4: turning it off clears what it governs (domain's applyToggle). */
function RuleToggle({
  source,
  label,
  children,
}: {
  source: BrandToggle;
  label: string;
  children?: ReactNode;
}) {
  const apply = useBrandRule();
  const isOn = useWatch({ name: source }) === true;
  return (
    <Stack>
      <BooleanInput
        source={source}
        label={label}
        helperText={false}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          apply((values) => applyToggle(values, source, checked(event)))
        }
      />
      {isOn && children ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ pl: { sm: 4 } }}>
          {children}
        </Stack>
      ) : null}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {title}
      </Typography>
      <Divider sx={{ mb: 1 }} />
      {children}
    </Stack>
  );
}

/**
 * Payment type and pricing: None, Fixed, Recurring (spec §4), the trial of 14 days; and the
 * price per tutoring hour, asked only of a priced brand that includes sessions (the hours
 * Add Tutoring Hours and Pay As You Go sell are sessions' hours; a free brand charges none).
 */
function PricingInputs() {
  const apply = useBrandRule();
  const paymentType = useWatch({ name: 'paymentType' }) as BrandPaymentType | undefined;
  const pricing = useWatch({ name: 'pricing' }) as BrandPricing | null | undefined;
  const includesSessions = useWatch({ name: 'includeSessions' }) !== false;
  const isRecurring = paymentType === 'recurring';
  return (
    <Section title="Payment">
      <SelectInput
        source="paymentType"
        label="Payment type"
        choices={PAYMENT_TYPE_CHOICES}
        onChange={(event: ChangeEvent<HTMLInputElement> | { id: unknown }) => {
          const value = 'target' in event ? event.target.value : event.id;
          apply((values) => applyPaymentType(values, value as BrandPaymentType));
        }}
      />
      {paymentType && paymentType !== 'none' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
          <NumberInput source="pricing.price" label="Price ($)" min={0} step={0.01} />
          {isRecurring ? (
            <>
              <NumberInput source="pricing.intervalLength" label="Every" min={1} />
              <SelectInput
                source="pricing.intervalUnit"
                label="Interval"
                choices={INTERVAL_UNIT_CHOICES}
              />
            </>
          ) : null}
        </Stack>
      ) : null}
      {paymentType && paymentType !== 'none' && includesSessions ? (
        <NumberInput
          source="pricing.hourlyPrice"
          label="Price per tutoring hour ($)"
          min={0}
          step={0.01}
          helperText="What Add Tutoring Hours and Pay As You Go charge per hour. Empty: hours can’t be bought."
          sx={{ maxWidth: 360 }}
        />
      ) : null}
      {isRecurring ? (
        <Stack>
          <FormControlLabel
            label="Offer a trial"
            control={
              <Switch
                checked={hasTrial(pricing ?? null)}
                onChange={(event) => apply((values) => applyTrial(values, event.target.checked))}
              />
            }
          />
          {hasTrial(pricing ?? null) ? (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ sm: 2 }}
              sx={{ pl: { sm: 4 } }}
            >
              <NumberInput source="pricing.trialPrice" label="Trial price ($)" min={0} />
              <NumberInput source="pricing.trialIntervalLength" label="Trial length" min={1} />
              <SelectInput
                source="pricing.trialIntervalUnit"
                label="Trial unit"
                choices={INTERVAL_UNIT_CHOICES}
              />
            </Stack>
          ) : null}
          <RuleToggle source="offerContract" label="Offer a contract">
            <NumberInput source="contractPricing.price" label="Contract price ($)" min={0} />
            <NumberInput source="contractPricing.intervalLength" label="Contract length" min={1} />
            <SelectInput
              source="contractPricing.intervalUnit"
              label="Contract unit"
              choices={INTERVAL_UNIT_CHOICES}
            />
          </RuleToggle>
        </Stack>
      ) : null}
      {paymentType && paymentType !== 'none' ? (
        <RuleToggle source="offerDiscount" label="Offer a discount">
          <NumberInput source="discountPricing.price" label="Discount price ($)" min={0} />
        </RuleToggle>
      ) : null}
    </Section>
  );
}

/** Reviews: minutes by default; the switch to sessions sets the interval to 1 (spec §4). */
function ReviewInputs() {
  const apply = useBrandRule();
  const unit = useWatch({ name: 'reviewIntervalUnit' }) as string | undefined;
  return (
    <RuleToggle source="includeReviews" label="Include reviews">
      <NumberInput
        source="reviewInterval"
        label={unit === 'sessions' ? 'Review every (sessions)' : 'Review every (minutes)'}
        min={1}
      />
      <FormControlLabel
        label="Count sessions instead of minutes"
        control={
          <Switch
            checked={unit === 'sessions'}
            onChange={(event) =>
              apply((values) =>
                applyReviewUnit(values, event.target.checked ? 'sessions' : 'minutes'),
              )
            }
          />
        }
      />
    </RuleToggle>
  );
}

/** The brand's fields, shared by Create and Edit, each rule of spec §4 applied as it changes. */
export function BrandInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 760 }}>
      <TextInput source="name" fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <ReferenceInput source="departmentId" reference="departments">
          <SelectInput label="Department" optionText="name" />
        </ReferenceInput>
        <RadioButtonGroupInput source="active" label="Status" choices={ACTIVE_CHOICES} />
      </Stack>
      <PricingInputs />
      <Section title="Rules">
        <RuleToggle source="allowLimitedAttendance" label="Limited attendance">
          <NumberInput source="limitedAttendancesCount" label="Attendances" min={1} />
        </RuleToggle>
        <RuleToggle source="includeParentUpdates" label="Parent updates">
          <NumberInput source="parentUpdatesInterval" label="Every (days)" min={1} />
        </RuleToggle>
        <RuleToggle source="offerReserved" label="Can be reserved">
          <NumberInput source="reservedIntervalLength" label="Reserved for" min={1} />
          <SelectInput source="reservedIntervalUnit" label="Unit" choices={INTERVAL_UNIT_CHOICES} />
        </RuleToggle>
        <ReviewInputs />
        <RuleToggle source="includeDelightedSurveys" label="Satisfaction surveys">
          <NumberInput source="delightedSurveyMinutesInterval" label="Every (minutes)" min={1} />
        </RuleToggle>
      </Section>
      <Section title="Includes">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          useFlexGap
          sx={{ flexWrap: 'wrap', columnGap: 2 }}
        >
          <BooleanInput source="includeSessions" label="Sessions" helperText={false} />
          <BooleanInput source="includeStudents" label="Students" helperText={false} />
          <BooleanInput source="includeEmployees" label="Employees" helperText={false} />
          <BooleanInput source="includeScoreReports" label="Score reports" helperText={false} />
          <BooleanInput source="includeJointSessions" label="Joint sessions" helperText={false} />
          <BooleanInput source="employeeStaffing" label="Employee staffing" helperText={false} />
          <BooleanInput source="includePoints" label="Points" helperText={false} />
          <BooleanInput
            source="allowManualAttendance"
            label="Manual attendance"
            helperText={false}
          />
        </Stack>
        <NumberInput source="forceDuration" label="Forced duration (minutes)" min={5} max={600} />
      </Section>
    </Stack>
  );
}

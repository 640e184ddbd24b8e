import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { BRAND_RULE_DEFAULTS, type BrandRuleFields } from '@tp/domain';

const RULE_FIELDS = Object.keys(BRAND_RULE_DEFAULTS) as (keyof BrandRuleFields)[];

/**
 * Applies one of domain's brand form rules (applyToggle, applyPaymentType...) to the form:
 * every rule field the rule changed is set, so what is cleared is cleared on screen too.
 */
export function useBrandRule() {
  const { getValues, setValue } = useFormContext();
  return useCallback(
    (rule: (values: BrandRuleFields) => BrandRuleFields) => {
      const current = Object.fromEntries(
        RULE_FIELDS.map((field) => [field, getValues(field) ?? BRAND_RULE_DEFAULTS[field]]),
      ) as unknown as BrandRuleFields;
      const next = rule(current);
      for (const field of RULE_FIELDS) {
        if (JSON.stringify(next[field]) !== JSON.stringify(current[field])) {
          setValue(field, next[field], { shouldDirty: true, shouldValidate: false });
        }
      }
    },
    [getValues, setValue],
  );
}

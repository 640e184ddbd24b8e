import { z } from 'zod';
import {
  validateAddress,
  type Address,
  type AddressPart,
  type AddressRuleOptions,
} from '../address.ts';
import { storableText } from './payload-fields.ts';

/** An address as a record carries it: domain's `Address`. */
export const addressRecord = z.object({
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  formatted: z.string(),
  placeId: z.string().nullish(),
  lat: z.number().nullish(),
  lng: z.number().nullish(),
});

/** The parts of a payload's address a user does not type: filled from the places search. */
export const addressPlaceFields = {
  street2: storableText.max(191).default(''),
  formatted: storableText.max(1000).default(''),
  placeId: storableText.max(500).nullish(),
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
};

/**
 * A payload's address checked as the address input checks it (validateAddress, spec shared
 * §5), each message on its part: all-or-none, or every part when the address is `required`;
 * with `requirePlace`, chosen from the autocomplete (a `placeId`, its message on `base`).
 */
export function checkAddress(options: AddressRuleOptions) {
  return (address: Address, ctx: z.RefinementCtx): void => {
    const errors = validateAddress(address, options);
    for (const [part, messages] of Object.entries(errors) as [AddressPart | 'base', string[]][]) {
      for (const message of messages) ctx.addIssue({ code: 'custom', message, path: [part] });
    }
  };
}

import type { z } from 'zod';
import type { FieldErrors } from '../messages.ts';
import { actionPath, type ResourceContract } from './contract.ts';

/** What a 422 says about a key the caller may not send (it follows the field's name). */
export const FIELD_MESSAGES = {
  readOnly: 'is read-only',
  unknown: 'is not a field that can be written',
  notYours: 'may not be changed by you',
  setByAction: (method: string, path: string) => `is changed with ${method} ${path}, not here`,
} as const;

/** The keys of a schema that is an object (a record contract), else none. */
function keysOf(schema: z.ZodType): readonly string[] {
  const shape = (schema as Partial<z.ZodObject>).shape;
  return shape ? Object.keys(shape) : [];
}

/** `PUT /api/v2/students/{id}/pace` for the member action of the contract whose input sets `key`. */
function actionSetting<R>(contract: ResourceContract<R>, key: string): string | null {
  for (const action of Object.values(contract.actions ?? {})) {
    const input =
      action.on === 'member' && action.input?.in === 'body' ? action.input.schema : undefined;
    if (input && key in input.shape) {
      return `${action.method} ${actionPath(`/api/v2/${contract.name}`, action, '{id}')}`;
    }
  }
  return null;
}

/** Why the payload may not hold `key`: set by an action, read-only, or no field at all. */
function notWritableMessage<R>(contract: ResourceContract<R>, key: string): string {
  const action = actionSetting(contract, key);
  if (action) {
    const [method, path] = action.split(' ');
    return FIELD_MESSAGES.setByAction(method!, path!);
  }
  return keysOf(contract.record).includes(key) ? FIELD_MESSAGES.readOnly : FIELD_MESSAGES.unknown;
}

/**
 * The 422 field errors for the keys of a write payload the caller may not send: keys the
 * write's schema does not take (a record's read-only field, a field an action sets, or no field
 * at all) and keys the field rules keep from this caller (`writable`, or `'all'`). Empty when
 * every key may be written. An API that drops such keys answers 200 and changes nothing, and
 * the caller believes it saved; naming them tells them what to do instead.
 */
export function unwritableFieldErrors<R>(
  contract: ResourceContract<R>,
  schema: z.ZodObject,
  payload: Readonly<Record<string, unknown>>,
  writable: 'all' | readonly string[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of Object.keys(payload)) {
    if (!(key in schema.shape)) errors[key] = [notWritableMessage(contract, key)];
    else if (writable !== 'all' && !writable.includes(key)) errors[key] = [FIELD_MESSAGES.notYours];
  }
  return errors;
}

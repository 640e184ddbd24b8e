/**
 * Words a validator says and a person does not: zod's defaults ('Too small: expected number to
 * be >=0', 'Invalid input: expected string, received undefined', 'Invalid string: must match
 * pattern /.../'), a bare "Required", and zod's issue codes. A 422 speaks as the spec does.
 */
const VALIDATOR_PHRASING: readonly RegExp[] = [
  /\bexpected\b/i,
  /\breceived\b/i,
  /\btoo small\b/i,
  /\btoo big\b/i,
  /\binvalid input\b/i,
  /\binvalid (string|option|type|enum value|literal value|union|element|key)\b/i,
  /^required\.?$/i,
  /must match pattern/i,
  /\b(invalid_type|invalid_value|invalid_format|invalid_union|invalid_key|invalid_element|too_small|too_big|not_multiple_of|unrecognized_keys)\b/,
  /[<>]=?\s*-?\d/,
];

/** Every message a 422 body carries: its `error` and each field's messages. */
export function messagesOf(body: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return [body];
  }
  if (!json || typeof json !== 'object') return [];
  const { error, errors, message } = json as Record<string, unknown>;
  const messages = [error, message].filter((text): text is string => typeof text === 'string');
  if (errors && typeof errors === 'object') {
    for (const list of Object.values(errors)) {
      for (const text of Array.isArray(list) ? list : [list]) {
        if (typeof text === 'string') messages.push(text);
      }
    }
  }
  return messages;
}

/** The messages of the answers that speak in a validator's words, each with where it came from. */
export function validatorPhrasing(
  answers: readonly { operation: string; request: string; body: string }[],
): string[] {
  const found = new Set<string>();
  for (const answer of answers) {
    for (const text of messagesOf(answer.body)) {
      if (VALIDATOR_PHRASING.some((pattern) => pattern.test(text)))
        found.add(`${answer.operation}: ${answer.request}: "${text}"`);
    }
  }
  return [...found];
}

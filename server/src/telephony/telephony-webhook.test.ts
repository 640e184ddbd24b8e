import { describe, expect, it } from 'vitest';
import { nodeCrypto } from '../platform/node-crypto.ts';
import { twilioStyleAdapter } from './telephony-webhook.ts';

describe('the Twilio webhook adapter', () => {
  // Twilio's own worked example ("Webhooks security"): auth token 12345, this URL and these
  // fields sign to this value.
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const fields = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675309',
    Digits: '1234',
    From: '+14158675309',
    To: '+18005551212',
  };
  const adapter = twilioStyleAdapter(nodeCrypto, '12345');

  it('checks the signature Twilio sends, in its header', () => {
    expect(adapter.signatureHeader).toBe('x-twilio-signature');
    expect(adapter.verify(url, fields, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(true);
  });

  it('refuses a missing signature, another token’s, or changed fields', () => {
    expect(adapter.verify(url, fields, undefined)).toBe(false);
    const other = twilioStyleAdapter(nodeCrypto, 'another token');
    expect(other.verify(url, fields, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(false);
    expect(adapter.verify(url, { ...fields, Digits: '1235' }, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(
      false,
    );
  });
});

import { useState } from 'react';
import { Button, Chip, Stack, TextField } from '@mui/material';
import type { Enrollment } from '@tp/domain';
import { actionFieldError, actionErrorMessage } from '../../actions/actionErrors.ts';
import { useActionCall } from '../../actions/useActionCall.ts';

/**
 * Apply coupon (spec §6: "Coupon apply is disabled while processing or with an empty code";
 * §9: "Coupon errors are shown as a badge with server text").
 */
export function ApplyCouponForm({ enrollment }: { enrollment: Enrollment }) {
  const { run, isSending } = useActionCall();
  const [code, setCode] = useState('');
  const [badge, setBadge] = useState<string | null>(null);

  async function apply() {
    setBadge(null);
    const outcome = await run(
      (provider) =>
        provider.action('enrollments', 'applyCoupon', {
          id: enrollment.id,
          data: { couponCode: code.trim() },
        }),
      { success: 'Coupon applied', failure: () => null },
    );
    if (outcome.ok) setCode('');
    else
      setBadge(actionFieldError(outcome.error, 'couponCode') ?? actionErrorMessage(outcome.error));
  }

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        size="small"
        label="Coupon code"
        sx={{ width: 220 }}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        disabled={isSending}
      />
      <Button
        variant="outlined"
        onClick={() => void apply()}
        disabled={isSending || code.trim() === ''}
      >
        Apply coupon
      </Button>
      {badge ? <Chip color="error" size="small" label={badge} role="status" /> : null}
      {enrollment.couponCode ? (
        <Chip color="success" size="small" label={`Applied: ${enrollment.couponCode}`} />
      ) : null}
    </Stack>
  );
}

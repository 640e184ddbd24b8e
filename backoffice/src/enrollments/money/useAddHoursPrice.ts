import { useEffect, useState } from 'react';
import type { HttpClient } from '@tp/data-provider';
import type { AddHoursPrice, Enrollment } from '@tp/domain';
import { loadAddHoursPrice } from '@tp/ui';

type Price = AddHoursPrice | null | 'unknown';

/**
 * The server's price of the enrollment's 5-hour order while the Add hours dialog is open (pass
 * no enrollment otherwise): undefined while it loads, 'unknown' when it could not be read.
 */
export function useAddHoursPrice(
  httpClient: HttpClient,
  enrollment: Pick<Enrollment, 'id' | 'studentId'> | undefined,
): Price | undefined {
  const [loaded, setLoaded] = useState<{ enrollmentId: number; price: Price } | null>(null);
  const enrollmentId = enrollment?.id;
  const studentId = enrollment?.studentId;
  useEffect(() => {
    if (enrollmentId === undefined || studentId === undefined) return;
    let isCurrent = true;
    const keep = (price: Price) => isCurrent && setLoaded({ enrollmentId, price });
    loadAddHoursPrice(httpClient, studentId, enrollmentId).then(keep, () => keep('unknown'));
    return () => {
      isCurrent = false;
    };
  }, [httpClient, enrollmentId, studentId]);
  // Each opening loads afresh: a price kept from an earlier opening is not shown as current.
  return enrollmentId !== undefined && loaded?.enrollmentId === enrollmentId
    ? loaded.price
    : undefined;
}

/**
 * A family's card payment status (spec staff-and-crm §9: "Card payment statuses shown as icons:
 * current, delinquent, credit, collections, override"). Collections and override are set by
 * staff and win; otherwise a failed installment makes the family delinquent, a credit on any
 * enrollment shows credit, and everything else is current.
 */
export const CARD_STATUSES = [
  'current',
  'delinquent',
  'credit',
  'collections',
  'override',
] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** The statuses staff set by hand. */
export const CARD_STATUS_OVERRIDES = ['collections', 'override'] as const;
export type CardStatusOverride = (typeof CARD_STATUS_OVERRIDES)[number];

/** The tooltip each status icon carries. */
export const CARD_STATUS_LABELS: Readonly<Record<CardStatus, string>> = {
  current: 'Card payments current',
  delinquent: 'Card payments delinquent',
  credit: 'Family has credit',
  collections: 'In collections',
  override: 'Card status overridden',
};

export interface CardStatusFacts {
  override: string | null;
  failedInstallments: number;
  creditCents: number;
}

export function cardStatusOf(facts: CardStatusFacts): CardStatus {
  if ((CARD_STATUS_OVERRIDES as readonly string[]).includes(facts.override ?? ''))
    return facts.override as CardStatusOverride;
  if (facts.failedInstallments > 0) return 'delinquent';
  if (facts.creditCents > 0) return 'credit';
  return 'current';
}

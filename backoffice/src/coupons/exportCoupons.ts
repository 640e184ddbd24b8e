import type { DataProvider } from 'react-admin';
import { csvDateTime, csvText, type CouponRecord } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { discountLabel, statusLabel } from './couponLabels.ts';

/** The CSV's columns, in order: what the list shows, with the window's times in full. */
export const COUPON_CSV_FIELDS = [
  'ID',
  'Code',
  'Discount',
  'Starts',
  'Expires',
  'Uses limit',
  'Uses limit per family',
  'Uses',
  'Active',
  'Status',
] as const;

type CouponCsvRow = Record<(typeof COUPON_CSV_FIELDS)[number], string | number>;

/** One coupon as a CSV row, times in the viewer's zone; an empty limit is no limit. */
export function couponToCsvRow(coupon: CouponRecord, zone: string): CouponCsvRow {
  return {
    ID: coupon.id,
    Code: coupon.code,
    Discount: discountLabel(coupon),
    Starts: csvDateTime(coupon.startsAt, zone),
    Expires: csvDateTime(coupon.expiresAt, zone),
    'Uses limit': coupon.maxUses ?? '',
    'Uses limit per family': coupon.maxUsesPerFamily ?? '',
    Uses: coupon.usesCount,
    Active: coupon.active ? 'Yes' : 'No',
    Status: statusLabel(coupon.status),
  };
}

/** Every coupon the list's search and filters select (all pages), as coupons.csv. */
export function exportCoupons(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
  zone: string,
): Promise<number> {
  return exportRecords<CouponRecord>(dataProvider, selection, download, {
    resource: 'coupons',
    filename: 'coupons',
    toCsv: (coupons) =>
      csvText(
        COUPON_CSV_FIELDS,
        coupons.map((coupon) => couponToCsvRow(coupon, zone)),
      ),
  });
}

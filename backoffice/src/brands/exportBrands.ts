import type { DataProvider } from 'react-admin';
import { BRAND_PAYMENT_TYPE_LABELS, csvText, type Brand } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { activeLabel, pricingLabel } from './brandChoices.ts';

export const BRAND_CSV_FIELDS = [
  'ID',
  'Name',
  'Department',
  'Status',
  'Payment type',
  'Pricing',
] as const;
type BrandCsvRow = Record<(typeof BRAND_CSV_FIELDS)[number], string | number>;

export function brandToCsvRow(brand: Brand): BrandCsvRow {
  return {
    ID: brand.id,
    Name: brand.name,
    Department: brand.department?.name ?? '',
    Status: activeLabel(brand.active),
    'Payment type': BRAND_PAYMENT_TYPE_LABELS[brand.paymentType],
    Pricing: pricingLabel(brand),
  };
}

export function brandsToCsv(brands: readonly Brand[]): string {
  return csvText(BRAND_CSV_FIELDS, brands.map(brandToCsvRow));
}

/** Every brand the list's filters select (all pages), as brands.csv. */
export function exportBrands(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
): Promise<number> {
  return exportRecords<Brand>(dataProvider, selection, download, {
    resource: 'brands',
    include: 'department',
    filename: 'brands',
    toCsv: brandsToCsv,
  });
}

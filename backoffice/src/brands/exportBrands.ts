import type { DataProvider } from 'react-admin';
import { BRAND_PAYMENT_TYPE_LABELS, type Brand } from '@tp/domain';
import { csvText, exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { activeLabel, pricingLabel } from './brandChoices.ts';

export const BRAND_CSV_FIELDS = [
  'id',
  'name',
  'department',
  'status',
  'payment type',
  'pricing',
] as const;
type BrandCsvRow = Record<(typeof BRAND_CSV_FIELDS)[number], string | number>;

export function brandToCsvRow(brand: Brand): BrandCsvRow {
  return {
    id: brand.id,
    name: brand.name,
    department: brand.department?.name ?? '',
    status: activeLabel(brand.active),
    'payment type': BRAND_PAYMENT_TYPE_LABELS[brand.paymentType],
    pricing: pricingLabel(brand),
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

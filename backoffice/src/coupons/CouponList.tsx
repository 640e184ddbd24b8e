import { CreateButton, DataTable, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import type { CouponRecord } from '@tp/domain';
import { ExportButton } from '../export/ExportButton.tsx';
import { NoResults } from '../lists/ListEmpty.tsx';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { searchFilter } from '../lists/searchFilter.tsx';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import {
  ACTIVE_CHOICES,
  discountLabel,
  EXPIRED_CHOICES,
  limitsLabel,
  usesLabel,
  windowLabel,
} from './couponLabels.ts';
import { CouponStatusChip } from './CouponStatusChip.tsx';
import { exportCoupons } from './exportCoupons.ts';

const couponFilters = [
  searchFilter('Code'),
  <SelectInput key="active" source="active" label="Active" choices={ACTIVE_CHOICES} alwaysOn />,
  <SelectInput key="expired" source="expired" label="Expiry" choices={EXPIRED_CHOICES} alwaysOn />,
];

const NO_COUPONS = <NoResults>No coupons found.</NoResults>;

function CouponListActions() {
  return (
    <TopToolbar>
      <CreateButton />
      <ExportButton run={exportCoupons} />
    </TopToolbar>
  );
}

/**
 * Coupons by code: what each takes off, its window (in the viewer's zone), its limits, how
 * often it was used and where it stands. Admins alone reach this list (domain's contract).
 */
export function CouponList() {
  const zone = useDisplayTimeZone();
  return (
    <ResourceList<CouponRecord>
      filters={couponFilters}
      actions={<CouponListActions />}
      sort={{ field: 'code', order: 'ASC' }}
      empty={false}
    >
      <ResponsiveList
        phone={
          <SimpleList<CouponRecord>
            primaryText={(coupon) => `${coupon.code} · ${discountLabel(coupon)}`}
            secondaryText={(coupon) => `${windowLabel(coupon, zone)} · ${limitsLabel(coupon)}`}
            tertiaryText={(coupon) => <CouponStatusChip status={coupon.status} />}
            rowClick="edit"
            empty={NO_COUPONS}
          />
        }
        table={
          <DataTable<CouponRecord> rowClick="edit" bulkActionButtons={false} empty={NO_COUPONS}>
            <DataTable.Col source="code" />
            <DataTable.Col source="amount" label="Discount" render={discountLabel} disableSort />
            <DataTable.Col
              source="expiresAt"
              label="Valid"
              render={(coupon: CouponRecord) => windowLabel(coupon, zone)}
            />
            <DataTable.Col source="maxUses" label="Limits" render={limitsLabel} />
            <DataTable.Col source="usesCount" label="Uses" render={usesLabel} />
            <DataTable.Col
              source="active"
              label="Status"
              render={(coupon: CouponRecord) => <CouponStatusChip status={coupon.status} />}
            />
          </DataTable>
        }
      />
    </ResourceList>
  );
}

import { describe } from 'vitest';
import { describeAuditTrail } from './audit-trail-suite.ts';
import { WITH_POSTGRES } from './harness-shards.ts';

if (WITH_POSTGRES) describeAuditTrail('postgres');
else
  describe.skip('the audit trail of every engine write (postgres): DATABASE_URL_TEST is not set', () => {});

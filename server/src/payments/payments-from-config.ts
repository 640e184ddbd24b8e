import type { PaymentsConfig } from '../config.ts';
import { authorizeNetGateway } from './authorize-net-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { testGateway } from './test-gateway.ts';

/** The gateway the settings name: Authorize.Net when its settings exist, else TEST. */
export function paymentsFromConfig(config: PaymentsConfig): PaymentGateway {
  return config.kind === 'authorize-net' ? authorizeNetGateway(config) : testGateway();
}

/** A line for the startup banner. */
export function describePayments(config: PaymentsConfig): string {
  return config.kind === 'authorize-net'
    ? `Authorize.Net (${config.apiUrl})`
    : 'TEST gateway (no money moves)';
}

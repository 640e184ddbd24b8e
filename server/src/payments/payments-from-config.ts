import type { PaymentsConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { authorizeNetGateway } from './authorize-net-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { testGateway } from './test-gateway.ts';
import { databaseTestGatewayCharges } from './test-gateway-charges.ts';

/**
 * The gateway the settings name: Authorize.Net when its settings exist, else TEST, which keeps
 * its charges in `db` (as a real gateway keeps them on its side: one key, one charge, on every
 * process and across restarts).
 */
export function paymentsFromConfig(config: PaymentsConfig, db: Db): PaymentGateway {
  return config.kind === 'authorize-net'
    ? authorizeNetGateway(config)
    : testGateway(databaseTestGatewayCharges(db));
}

/** A line for the startup banner. */
export function describePayments(config: PaymentsConfig): string {
  return config.kind === 'authorize-net'
    ? `Authorize.Net (${config.apiUrl})`
    : 'TEST gateway (no money moves)';
}

// One gateway per configuration, so what the TEST gateway has left to refund lives with the app.
const gateways = new WeakMap<PaymentsConfig, PaymentGateway>();

/** The app's gateway: the one its deps carry (tests), else the configured one. */
export function paymentsOf(deps: AppDeps): PaymentGateway {
  if (deps.payments) return deps.payments;
  let gateway = gateways.get(deps.config.payments);
  if (!gateway) {
    gateway = paymentsFromConfig(deps.config.payments, deps.db);
    gateways.set(deps.config.payments, gateway);
  }
  return gateway;
}

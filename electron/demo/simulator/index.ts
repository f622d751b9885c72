/** The ordering-service simulator: see docs/SIMULATOR.md. */
export {
  Simulator,
  DEFAULT_TENANT,
  type SimulatorOptions,
  type TenantSetup,
  type RequestLogEntry,
  type ConfirmationRecord,
} from './simulator';
export type { Fault, FaultMatch, FaultKind, Operation } from './faults';
export type { ConfirmMethod } from './service-routes';
export { DEFAULT_LIMIT, MAX_LIMIT } from './service-routes';
export { AWKWARD_ORDERS, type AwkwardOrder } from './awkward-orders';
export { DEFAULT_SHOPS } from './catalog';
export type * from './wire';
export type { OrderEdit } from './order-edit';

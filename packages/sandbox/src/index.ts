/**
 * The platform sandbox (ARCHITECTURE.md "Platform sandbox"): with PLATFORM_MODE=sandbox every
 * platform client talks to this simulator instead of the vendors. Only the server mounts it (ADR
 * 0039); the worker and the platform clients reach it over HTTP, as they would a vendor.
 */
export { sandboxPlugin, type SandboxPluginOptions } from './sandbox-plugin';
export {
  CONTROL_CHANGE_REFUSED,
  type ControlAccess,
  type ControlAuthorizer,
} from './control/control-access';
export {
  createSandboxController,
  SandboxController,
  type SandboxControllerOptions,
  type SandboxFailure,
  type SandboxOperation,
  type SandboxRequestRecord,
} from './control/sandbox-controller';
export { defaultAccountName } from './identity/account-identity';
export { sandboxCommentFigures, sandboxFigures } from './analytics/figure-curve';
export {
  SandboxFigures,
  FIGURES_REFUSAL_KINDS,
  type FiguresRefusal,
  type FiguresRefusalSetting,
} from './analytics/sandbox-figures';
export {
  SandboxPublishing,
  PUBLISH_FAULT_KINDS,
  type PublishFault,
  type SandboxPost,
  type SandboxMedia,
} from './publishing/sandbox-publishing';
/**
 * The Stripe simulator (ADR 0046): with no STRIPE_SECRET_KEY the product's real Stripe SDK talks
 * to it through its host/port/protocol options. Registered at the root prefix (`/v1/...`).
 */
export {
  stripeSandboxPlugin,
  type StripeSandboxPluginOptions,
} from './stripe/stripe-sandbox-plugin';
export { createStripeSandbox } from './stripe/create-stripe-sandbox';
export { StripeSandbox, type StripeSandboxOptions } from './stripe/stripe-sandbox';
export type { StripeFaults } from './stripe/stripe-state';

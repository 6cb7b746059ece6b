/**
 * The platform sandbox (ARCHITECTURE.md "Platform sandbox"): with PLATFORM_MODE=sandbox every
 * platform client talks to this simulator instead of the vendors.
 */
export { sandboxPlugin, type SandboxPluginOptions } from './sandbox-plugin';
export {
  CONTROL_CHANGE_REFUSED,
  type ControlAccess,
  type ControlAuthorizer,
} from './control-access';
export {
  createSandboxController,
  SandboxController,
  type SandboxControllerOptions,
  type SandboxFailure,
  type SandboxOperation,
  type SandboxRequestRecord,
} from './sandbox-controller';
export { defaultAccountName } from './account-identity';
export {
  SandboxPublishing,
  PUBLISH_FAULT_KINDS,
  type PublishFault,
  type SandboxPost,
  type SandboxMedia,
} from './sandbox-publishing';

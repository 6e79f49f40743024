// The Rive runtime, imported dynamically through this module so its 450 KB stay off pages
// without a Rive animation. @rive-app/canvas is a UMD file: the build wraps it as an ES module
// whose default export is the CommonJS `module.exports`; a bundler with its own CommonJS
// interop may give named exports instead. Both shapes are read here.
import * as runtimeModule from '@rive-app/canvas';
import type {
  Rive as RuntimeRive,
  StateMachineInput as RuntimeStateMachineInput,
} from '@rive-app/canvas';

type RiveModule = typeof runtimeModule;
const runtime: RiveModule =
  (runtimeModule as RiveModule & { default?: RiveModule }).default ?? runtimeModule;

export const { Rive, RuntimeLoader, Layout, Alignment } = runtime;
export type { Rive as RiveInstance, StateMachineInput } from '@rive-app/canvas';

// Where this module's types are loaded, the element's `rive` is the runtime's full type.
declare module './rive-props.ts' {
  interface RivePlayer extends RuntimeRive {}
  interface RiveStateMachineInput extends RuntimeStateMachineInput {}
}

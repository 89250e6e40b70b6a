/**
 * The model port and its implementations.
 *
 * Written by `npm run exports` (scripts/exports.mjs): a namespace per module of this folder.
 */
export * as Model from "./Model.js"
export * as ModelBridge from "./ModelBridge.js"
export * as ModelProviders from "./ModelProviders.js"
export * as ModelRegistry from "./ModelRegistry.js"

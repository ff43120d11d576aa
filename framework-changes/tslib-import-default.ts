/**
 * The one TypeScript helper the browser bundle needs from `tslib`. `@docusaurus/utils-common`
 * (loaded on every page) is compiled with `importHelpers` and calls `tslib.__importDefault`; its
 * CommonJS `require("tslib")` keeps the whole helper library (about 3 kB gzip) in the first load.
 * framework-changes/index.ts points that package's `tslib` at this module instead. Same semantics
 * as tslib's helper: an ES module is returned as is, anything else is wrapped as its default export.
 */
export function __importDefault<T>(mod: T): T | { default: T } {
  return mod && (mod as { __esModule?: boolean }).__esModule ? mod : { default: mod };
}

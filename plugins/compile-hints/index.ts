import type { Plugin } from '@docusaurus/types';
import type { WebpackPluginInstance } from 'webpack';
// The bundler of `future.faster` (docusaurus.config.ts), whose API this plugin uses.
import type { Compilation, Compiler } from '@rspack/core';

/**
 * V8's explicit compile hint for a whole file (https://v8.dev/blog/explicit-compile-hints, Chrome
 * 136 and later): the browser compiles every function of the script while it streams it in, on a
 * background thread, instead of compiling each function on the main thread the first time it
 * runs. The framework bundle (the entry chunks: webpack's runtime and main.js) runs almost all of
 * its functions while any page starts, and compiling them lazily was most of its start-up tasks on
 * a phone. Chunks loaded later keep lazy compilation: hinting them too added background work that
 * competed with the main thread on a 2-core machine, for no measured gain
 * (decisions/2026-11-25-page-speed.md). Browsers without the hint read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NAME = 'compile-hints';

/** Puts the hint at the top of the JS files of the entry chunks (those a page loads first). */
export class CompileHintsWebpackPlugin {
  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation: Compilation) => {
      // After the minifier (which drops comments) and before the content hashes are computed
      // (realContentHash), so each file's name still changes with its content.
      compilation.hooks.processAssets.tap({ name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial()) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js') && file in assets) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}

/** `plugins: [compileHints]` in docusaurus.config.ts: the browser bundle of production builds only. */
export default function compileHints(): Plugin {
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      // Docusaurus types this hook with webpack's types even when the bundler is Rspack.
      return { plugins: [new CompileHintsWebpackPlugin() as unknown as WebpackPluginInstance] };
    },
  };
}

// @ts-check
/**
 * Webpack loader for react-helmet-async 1.3 (lib/index.module.js, the framework's <Head>), browser
 * bundle only. Each <Head> reports its tags while React is still rendering, and the library writes
 * the merged head at the next animation frame. A first page load hydrates in short slices with
 * frames in between, so the head was rewritten several times from a half-rendered page: the
 * <html> classes cut to one and added back one by one, meta tags removed and re-added, and each
 * of those restyled the whole page (four restyles of 50 to 180 ms each on a long API page on a
 * phone). Here the write waits until React has no work left (React's own scheduler,
 * idle priority; package.json pins `scheduler` at the version react-dom uses, so both share one
 * copy and one queue), so the head is written once, from the finished page, and matches what the
 * server wrote. Navigations get the same single write after the new page has rendered.
 * The build fails if the code this expects is gone (after an upgrade, check how the library
 * schedules its head writes, then update or remove this loader).
 *
 * Plain JavaScript because webpack loads loaders with require(); type-checked by tsc (@ts-check).
 */

const { applyExactPatches } = require('./exact-patch.cjs');

/**
 * @param {string} source
 * @returns {string}
 */
function headAfterRenderLoader(source) {
  return applyExactPatches(
    source,
    {
      label: 'head-after-render',
      file: "react-helmet-async's lib/index.module.js",
      loader: 'head-after-render-loader.cjs',
      hint: 'check how it defers its head writes (requestAnimationFrame in the dispatcher)',
    },
    [
      {
        name: "import React's scheduler",
        from: 'import t,{Component as e}from"react";',
        to: 'import t,{Component as e}from"react";import{unstable_scheduleCallback as headWriteSchedule,unstable_cancelCallback as headWriteCancel,unstable_IdlePriority as headWriteIdle}from"scheduler";',
      },
      {
        name: 'write the head when React is idle, not at the next frame',
        from: '_&&cancelAnimationFrame(_),e.defer?_=requestAnimationFrame(function(){K(e,function(){_=null})})',
        to: '_&&headWriteCancel(_),e.defer?_=headWriteSchedule(headWriteIdle,function(){K(e,function(){_=null})})',
      },
    ],
  );
}

module.exports = headAfterRenderLoader;

/**
 * The browser bundle's entry in production builds, in place of @docusaurus/core's
 * lib/client/clientEntry.js (which it still runs, unchanged, at the end).
 *
 * The framework's entry imports React DOM, the route table, the client modules and the theme's
 * app shell statically, so evaluating them is one task: 150 to 300 ms on every page in Lighthouse's
 * simulated phone, the largest single block of a first load. Here the same modules are evaluated in
 * that order, each group in a task of its own, so the browser can respond in between; when the
 * framework's entry runs last, its imports are already evaluated and cost nothing. The bundler's
 * "eager" import mode (webpack's, which Rspack follows) keeps every module in the entry chunk: no
 * request is added. An error while evaluating a group surfaces as an unhandled rejection.
 */

/** Resolves in a new task, after the browser has had a chance to handle input and paint. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry');
}

void start();

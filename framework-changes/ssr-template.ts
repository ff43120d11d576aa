/**
 * The HTML page every route is written into: the framework's own template (@docusaurus/core
 * lib/ssg/ssgTemplate.html.js, 3.10) with one change, so that a phone paints the page before it
 * runs the site's code.
 *
 * The framework loads its entry scripts with `defer`. They download while the HTML parses, and
 * when they are in before parsing ends the browser runs them (about 300 ms of script on a slow
 * phone) before it paints anything: the reader waits for code the page does not need to show its
 * text. Here the entry scripts (runtime~main and main) are preloaded in the head, so they still
 * download in parallel, and a small script at the end of the body inserts them, in order, once the
 * browser reports the first paint with content (paint timing), followed by the page's own chunks
 * (named since framework-changes/page-chunks-in-html-loader.cjs). The chunks are not preloaded:
 * loaded before the first paint they would compete with the stylesheet on a slow connection
 * (Lighthouse's mobile LCP moved from 1.1 to 1.5–1.8 s when they were), and the entry has to
 * run before them anyway. They start downloading at the first paint, before the entry runs, so the
 * entry finds them already requested. The starter reads the list from a JSON data block (not run,
 * so it needs no hash). Two animation frames were not enough: the first frame can be
 * one without content yet, and the scripts then ran before the text appeared. A tab opened in the
 * background, which paints nothing, starts them at once; a browser without paint timing waits two
 * animation frames; and whatever happens they start after two seconds.
 * The starter's own text is therefore the same on every page, so the Content-Security-Policy
 * allows it by one hash like the other inline scripts (server/inline-scripts.ts).
 *
 * framework-changes/ssr-template.test.ts fails when a framework upgrade changes its template: compare
 * the two, then update this one.
 */
export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.filter((script) => /^(runtime~)?main[.]/.test(script.split('/').pop())).forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script type="application/json" data-page-scripts><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>
    <script>(function(){var started=false;function start(){if(started)return;started=true;JSON.parse(document.querySelector("script[data-page-scripts]").textContent).forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.body.appendChild(s)})}function afterPaint(){setTimeout(start)}var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(document.hidden)start();else if(types&&types.indexOf("paint")>=0)new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();afterPaint()}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){requestAnimationFrame(afterPaint)});setTimeout(start,2000)})()</script>
  </body>
</html>
`;

/**
 * The HTML page every route is written into: the framework's own template (@docusaurus/core
 * lib/ssg/ssgTemplate.html.js, 3.10) with one change, so that a phone paints the page before it
 * runs the site's code (issue 14).
 *
 * The framework loads its entry scripts with `defer`. They download while the HTML parses, and
 * when they are in before parsing ends the browser runs them (about 300 ms of script on a slow
 * phone) before it paints anything: the reader waits for code the page does not need to show its
 * text. Here the same scripts are preloaded in the head, so they still download in parallel, and a
 * small script at the end of the body inserts them, in order, once the first frame is on screen
 * (two animation frames: the first frame has been painted and shown when the second one starts),
 * or after a second for a tab in the background, where no frames are painted.
 * Its text is the same on every page, so the Content-Security-Policy allows it by its hash like
 * the other inline scripts (server/inline-scripts.ts).
 *
 * tests/unit/ssr-template.test.ts fails when a framework upgrade changes its template: compare
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
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>(function(){var started=false;function start(){if(started)return;started=true;<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.body.appendChild(s)})}requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start)})});setTimeout(start,1000)})()</script>
  </body>
</html>
`;
